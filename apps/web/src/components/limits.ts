// Honest forms: a limit the server enforces is shown where the person types, and a value outside it is refused
// with a message on submit; fields never cut or clamp what was typed.

/** "42 / 100 characters" under a text field. */
export const charCount = (value: string | null | undefined, max: number) =>
  `${(value ?? '').length} / ${max} characters`;

/** True when a text field holds more than its limit (the counter turns into an error). */
export const overLimit = (value: string | null | undefined, max: number) => (value ?? '').length > max;
