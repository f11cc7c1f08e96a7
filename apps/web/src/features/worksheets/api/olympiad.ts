import type {
  OlympiadConfigResponseBody,
  OlympiadSyllabusResponseBody,
  OlympiadTypesResponseBody,
} from '@app/shared/schemas/olympiad';
import type { Worksheet, ZOlympiadGenerateBody } from '@app/shared/schemas/worksheets';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { worksheetKeys } from './worksheets';

export type OlympiadGenerateBody = z.input<typeof ZOlympiadGenerateBody>;
/** The inline answer (built-in engine, practice) or a queued job (a mock from a model, 30-60 s). */
export type OlympiadGenerated =
  | { queued: false; worksheet: Worksheet }
  | { queued: true; worksheet_id: string; job_id: string };

/** The live job name the server publishes a queued mock's progress under (`ref` = worksheet id). */
export const OLYMPIAD_JOB = 'olympiad.generate';

export const olympiadKeys = {
  all: ['olympiad'] as const,
  types: () => [...olympiadKeys.all, 'types'] as const,
  config: (grade: number, subject: string) => [...olympiadKeys.all, 'config', grade, subject] as const,
  syllabus: (provider: string, code: string, grade: number) =>
    [...olympiadKeys.all, 'syllabus', provider, code, grade] as const,
};

export function useOlympiadTypes(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: olympiadKeys.types(),
      queryFn: () => apiRequest<OlympiadTypesResponseBody>('/olympiad/types'),
      enabled,
      staleTime: 60 * 60_000,
    }),
  );
}

export function useOlympiadConfig(grade: number, subject: string | null) {
  return useQuery(
    queryOptions({
      queryKey: olympiadKeys.config(grade, subject ?? ''),
      queryFn: () =>
        apiRequest<OlympiadConfigResponseBody>(
          `/olympiad/config?${new URLSearchParams({ grade: String(grade), subject: subject ?? '' })}`,
        ),
      enabled: Boolean(subject),
      staleTime: 10 * 60_000,
    }),
  );
}

export function useOlympiadSyllabus(olympiad: { provider: string; code: string } | null, grade: number) {
  return useQuery(
    queryOptions({
      queryKey: olympiadKeys.syllabus(olympiad?.provider ?? '', olympiad?.code ?? '', grade),
      queryFn: () =>
        apiRequest<OlympiadSyllabusResponseBody>(
          `/olympiad/${encodeURIComponent(olympiad!.provider)}/${encodeURIComponent(olympiad!.code)}/syllabus?grade=${grade}`,
        ),
      enabled: Boolean(olympiad),
      staleTime: 10 * 60_000,
    }),
  );
}

export async function generateOlympiad(body: OlympiadGenerateBody): Promise<OlympiadGenerated> {
  const res = await apiRequest<
    { worksheet_json: Worksheet } | { status: 'queued'; worksheet_id: string; job_id: string }
  >('/olympiad/generate', { method: 'POST', body });
  if ('worksheet_json' in res) return { queued: false, worksheet: res.worksheet_json };
  return { queued: true, worksheet_id: res.worksheet_id, job_id: res.job_id };
}

export function useGenerateOlympiad() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateOlympiad,
    onSuccess: (res) => {
      if (!res.queued) queryClient.setQueryData(worksheetKeys.detail(res.worksheet.id), res.worksheet);
    },
  });
}
