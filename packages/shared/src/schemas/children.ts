import { z } from 'zod';
import { BOARDS, CHILD_AGE_MAX, CHILD_AGE_MIN, CHILD_CODE_LENGTH, GRADE_MAX, GRADE_MIN } from '../constants';

/**
 * Version of the notice a parent agrees to when adding a child (DPDP Act 2023 §9: verifiable parental consent
 * before processing a child's data). Bump it whenever CHILD_DATA_NOTICE changes; consent rows keep the version.
 */
export const CHILD_DATA_NOTICE_VERSION = '2026-11';

/** What the consent covers, stored with each consent row. */
export const CHILD_DATA_CONSENT_PURPOSES = ['child_profile', 'learning_activity', 'ai_evaluation'] as const;

/** The plain-language notice shown beside the consent checkbox (web) and recorded by version (server). */
export const CHILD_DATA_NOTICE =
  "I am this child's parent or legal guardian and I agree that Smart Support may store my child's name, age, " +
  'grade, school, board and photo, and the work my child does here, to set practice work, evaluate it (also with ' +
  'AI) and show progress to me and to teachers I link. Deleting the child removes this data.';

export const MAX_CHILDREN_PER_PARENT = 20;
export const CHILD_NAME_MAX = 100;
export const SCHOOL_NAME_MAX = 200;

/** Messages of the children area: the spec's where it has them, ours otherwise. */
export const CHILD_MSG = {
  nameRequired: 'Child name is required',
  schoolRequired: 'School name is required',
  ageRange: `Age must be between ${CHILD_AGE_MIN} and ${CHILD_AGE_MAX}`,
  ageRequired: 'Age is required',
  gradeRange: `Grade must be between ${GRADE_MIN} and ${GRADE_MAX}`,
  gradeRequired: 'Grade is required',
  boardInvalid: `Board must be one of ${BOARDS.join(', ')}`,
  boardRequired: 'Board is required',
  codeFour: 'Child access code must be exactly 4 digits',
  codeTaken: 'This code is already used by another child in your family',
  codeSet: 'Child access code set successfully!',
  consentRequired: "Please confirm that you are the child's parent or guardian and agree to the notice",
  tooMany: `You can add at most ${MAX_CHILDREN_PER_PARENT} children`,
  deleteFailed: 'Error deleting child. Please try again',
  setCodeFailed: 'Error setting child access code. Please try again',
  noChildren: 'No children added yet',
  addFirst: 'Add Your First Child',
  photoType: 'Only JPG and PNG images are allowed',
  deleted: 'Child deleted successfully',
  parentCodeRequired: 'Parent access code required',
} as const;

export const childCodePattern = new RegExp(`^\\d{${CHILD_CODE_LENGTH}}$`);

/** Numbers from JSON, or from form strings ("7"); anything else fails with the field's message. */
const intInRange = (min: number, max: number, rangeMsg: string, requiredMsg: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v === '' || v === null ? undefined : v),
    z
      .number({ error: (iss) => (iss.input === undefined ? requiredMsg : rangeMsg) })
      .int(rangeMsg)
      .min(min, rangeMsg)
      .max(max, rangeMsg),
  );

/** Blank means "none given" (generate on create, keep on edit); anything else must be exactly 4 digits. */
const ZOptionalChildCode = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || childCodePattern.test(v), CHILD_MSG.codeFour);

const childFields = {
  name: z
    .string({ error: CHILD_MSG.nameRequired })
    .trim()
    .min(1, CHILD_MSG.nameRequired)
    .max(CHILD_NAME_MAX, `Child name must be at most ${CHILD_NAME_MAX} characters`),
  age: intInRange(CHILD_AGE_MIN, CHILD_AGE_MAX, CHILD_MSG.ageRange, CHILD_MSG.ageRequired),
  grade: intInRange(GRADE_MIN, GRADE_MAX, CHILD_MSG.gradeRange, CHILD_MSG.gradeRequired),
  school_name: z
    .string({ error: CHILD_MSG.schoolRequired })
    .trim()
    .min(1, CHILD_MSG.schoolRequired)
    .max(SCHOOL_NAME_MAX, `School name must be at most ${SCHOOL_NAME_MAX} characters`),
  board: z.enum(BOARDS, {
    error: (iss) => (iss.input === undefined ? CHILD_MSG.boardRequired : CHILD_MSG.boardInvalid),
  }),
  access_code: ZOptionalChildCode,
};

/** POST /api/children. Consent is asked on every add: each child is a separate data principal. */
export const ZCreateChildBody = z.object({
  ...childFields,
  consent: z.literal(true, { error: CHILD_MSG.consentRequired }),
  /** The notice version the screen showed; the server records its own current version when absent. */
  notice_version: z.string().trim().max(20).optional(),
});
export type CreateChildBody = z.input<typeof ZCreateChildBody>;

/** PUT /api/children/{id}: the same fields; a blank access code keeps the current one. */
export const ZUpdateChildBody = z.object(childFields);
export type UpdateChildBody = z.input<typeof ZUpdateChildBody>;

export const ZChildIdParams = z.object({ id: z.string().max(64) });

/** POST /api/auth/set-child-access-code (spec 01 §7): `user_id` is the child's id. */
export const ZSetChildAccessCodeBody = z.object({
  user_id: z.string({ error: 'Child is required' }).trim().min(1, 'Child is required').max(64),
  access_code: z.string({ error: CHILD_MSG.codeFour }).trim().regex(childCodePattern, CHILD_MSG.codeFour),
});
export type SetChildAccessCodeBody = z.input<typeof ZSetChildAccessCodeBody>;

/** A child as the parent sees it (spec 01 §3). The code is never sent back: only whether one is set. */
export const ZChild = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().int(),
  grade: z.number().int(),
  school_name: z.string(),
  board: z.enum(BOARDS),
  /** `/api/files/<id>` or null. */
  photo_url: z.string().nullable(),
  has_access_code: z.boolean(),
  parent_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Child = z.infer<typeof ZChild>;

export const ZChildList = z.object({ children: z.array(ZChild) });
export type ChildList = z.infer<typeof ZChildList>;

export const ZCreateChildResponse = ZChild.extend({
  /** Only when the server generated the code: shown once so the parent can note it. */
  generated_access_code: z.string().optional(),
});
export type CreateChildResponse = z.infer<typeof ZCreateChildResponse>;

/** `child_data` of verify-access-code when a child code opened the child view (spec 01 §3). */
export const ZChildData = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().int(),
  grade: z.number().int(),
  school_name: z.string(),
  board: z.enum(BOARDS),
  photo_url: z.string().nullable(),
  parent_id: z.string(),
});
export type ChildData = z.infer<typeof ZChildData>;
