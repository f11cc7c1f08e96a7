import { z } from 'zod';

// Responses of the olympiad endpoints (spec 02 §7) and the question-bank olympiad hierarchy (spec 03 §7).
// packages/content/src/olympiad/types.ts holds the same shapes as plain TypeScript types.

export const ZOlympiadType = z.object({
  code: z.string(),
  name: z.string(),
  subject: z.string(),
  provider: z.string(),
});

/** GET /olympiad/types: the client reads `olympiads[0].olympiads`. */
export const ZOlympiadTypesResponse = z.object({
  olympiads: z.array(
    z.object({
      provider: z.string(),
      provider_name: z.string(),
      olympiads: z.array(ZOlympiadType),
    }),
  ),
});

export const ZOlympiadConfigSection = z.object({
  name: z.string(),
  questions: z.number().int().min(1),
  marks_per_question: z.number().int().min(1).max(10),
  total_marks: z.number().int().min(1),
  is_hot: z.boolean(),
});

export const ZOlympiadMockConfig = z.object({
  sections: z.array(ZOlympiadConfigSection).min(1),
  total_marks: z.number().int().min(1),
  duration_minutes: z.number().int().min(1),
});

/** GET /olympiad/config?grade&subject. `olympiad` is null when `available` is false; `message` says why. */
export const ZOlympiadConfigQuery = z.object({
  grade: z.coerce.number().int().min(1).max(12),
  subject: z.string().trim().min(1),
});
export const ZOlympiadConfigResponse = z.object({
  available: z.boolean(),
  olympiad: z
    .object({ name: z.string(), provider: z.string(), code: z.string(), config: ZOlympiadMockConfig })
    .nullable(),
  message: z.string(),
});

/** GET /olympiad/{provider}/{code}/syllabus?grade. */
export const ZOlympiadSyllabusQuery = z.object({ grade: z.coerce.number().int().min(1).max(12) });
export const ZOlympiadSyllabusResponse = z.object({
  sections: z.array(z.object({ name: z.string(), topics: z.array(z.string()) })),
});

// GET /qb/olympiad/providers | types | grades | sections | topics.
export const ZQbOlympiadProvidersResponse = z.object({ providers: z.array(z.string()) });
export const ZQbOlympiadTypesQuery = z.object({ provider: z.string().trim().min(1) });
export const ZQbOlympiadTypesResponse = z.object({ types: z.array(z.string()) });
export const ZQbOlympiadGradesQuery = ZQbOlympiadTypesQuery.extend({ olympiad_type: z.string().trim().min(1) });
export const ZQbOlympiadGradesResponse = z.object({ grades: z.array(z.number().int()), subject: z.string() });
export const ZQbOlympiadSectionsQuery = ZQbOlympiadGradesQuery.extend({
  grade: z.coerce.number().int().min(1).max(12),
});
export const ZQbOlympiadSectionsResponse = z.object({ sections: z.array(z.object({ name: z.string() })) });
export const ZQbOlympiadTopicsQuery = ZQbOlympiadSectionsQuery.extend({ section: z.string().trim().min(1) });
export const ZQbOlympiadTopicsResponse = z.object({ topics: z.array(z.string()) });

export type OlympiadTypesResponseBody = z.infer<typeof ZOlympiadTypesResponse>;
export type OlympiadConfigResponseBody = z.infer<typeof ZOlympiadConfigResponse>;
export type OlympiadSyllabusResponseBody = z.infer<typeof ZOlympiadSyllabusResponse>;
