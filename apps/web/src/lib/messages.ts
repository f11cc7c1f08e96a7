// Screen texts from the spec's ui-strings.txt that are not (yet) in @app/shared MSG. Shown verbatim.
export const UI = {
  tagline: 'Smart Support. Strong Education.',
  enterAccessCodeTitle: 'Enter Access Code',
  superAdminCodePrompt: 'Please enter your 6-digit Super Admin access code for additional security.',
  accessCodePrompt: 'Please enter your access code to continue to the dashboard.',
  parentCodeHint: 'This code will be used to access the parent dashboard after login.',
  failedUpdateProfileRetry: 'Failed to update profile. Please try again.',
  failedChangePassword: 'Failed to change password',
  failedUpdateAccessCode: 'Failed to update access code',
  profileNetworkError: 'Network error. Your changes may have been saved. Please refresh the page.',
  profileUpdatedRefresh: 'Profile updated successfully! Please refresh the page to see changes.',
  accessDenied: 'Access Denied',
  onlyQbAdmin: 'Only Question Bank Admin can access this page.',
  genericError: 'An error occurred. Please try again',
} as const;
