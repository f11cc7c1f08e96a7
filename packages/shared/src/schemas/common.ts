import { z } from 'zod';

/** Every failure answers this shape (ARCHITECTURE.md "Errors"). */
export const ZError = z.object({
  detail: z.string(),
  code: z.string(),
  field_errors: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof ZError>;

export const ZMessage = z.object({ message: z.string() });

/** Trimmed string; empty after trimming counts as absent. */
export const optionalTrimmed = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : undefined));
