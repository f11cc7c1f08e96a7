import type {
  QbFetchRequest,
  QbFetchResponse,
  QbGeneratedQuestion,
  QbGenerateRequest,
  QbGenerateResponse,
  QbExportRequest,
  QbImportResponse,
  QbQuestion,
  QbResetResponse,
  QbSaveResponse,
  QbStats,
  QbStatsQuery,
  QbUpdateRequest,
} from '@app/shared/schemas/question-bank';
import { QB_LIMITS, QB_MSG } from '@app/shared/schemas/question-bank';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { getToken } from '../../../lib/session-storage';

const root = ['qb'] as const;

const qs = (params: Record<string, string | number | null | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') s.set(k, String(v));
  return s.toString();
};

// ---- Hierarchy lists (cascading selects) ------------------------------------------------------------------------

export type HierarchyLevel =
  | 'boards'
  | 'grades'
  | 'subjects'
  | 'chapters'
  | 'topics'
  | 'providers'
  | 'types'
  | 'olympiad-grades'
  | 'sections'
  | 'olympiad-topics';

/** A select's options from /api/qb/syllabus/* or /api/qb/olympiad/*; `enabled` once its parents are chosen. */
export function hierarchyQueryOptions(level: HierarchyLevel, params: Record<string, string>, enabled = true) {
  return queryOptions({
    queryKey: [...root, 'hierarchy', level, params],
    enabled,
    staleTime: 5 * 60_000,
    retry: 1,
    queryFn: async (): Promise<{ options: string[]; subject?: string }> => {
      const q = qs(params);
      const path = (p: string) => `${p}${q ? `?${q}` : ''}`;
      switch (level) {
        case 'boards':
          return { options: (await apiRequest<{ boards: string[] }>('/qb/syllabus/boards')).boards };
        case 'grades':
          return {
            options: (await apiRequest<{ grades: number[] }>(path('/qb/syllabus/grades'))).grades.map(String),
          };
        case 'subjects':
          return { options: (await apiRequest<{ subjects: string[] }>(path('/qb/syllabus/subjects'))).subjects };
        case 'chapters':
          return { options: (await apiRequest<{ chapters: string[] }>(path('/qb/syllabus/chapters'))).chapters };
        case 'topics':
          return { options: (await apiRequest<{ topics: string[] }>(path('/qb/syllabus/topics'))).topics };
        case 'providers':
          return { options: (await apiRequest<{ providers: string[] }>('/qb/olympiad/providers')).providers };
        case 'types':
          return { options: (await apiRequest<{ types: string[] }>(path('/qb/olympiad/types'))).types };
        case 'olympiad-grades': {
          const r = await apiRequest<{ grades: number[]; subject: string }>(path('/qb/olympiad/grades'));
          return { options: r.grades.map(String), subject: r.subject };
        }
        case 'sections': {
          const r = await apiRequest<{ sections: { name: string }[] }>(path('/qb/olympiad/sections'));
          return { options: r.sections.map((s) => s.name) };
        }
        case 'olympiad-topics':
          return { options: (await apiRequest<{ topics: string[] }>(path('/qb/olympiad/topics'))).topics };
      }
    },
  });
}

export const useHierarchy = (level: HierarchyLevel, params: Record<string, string>, enabled = true) =>
  useQuery(hierarchyQueryOptions(level, params, enabled));

// ---- Multipart and file calls (the shared client speaks JSON only) ----------------------------------------------

async function rawRequest(path: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let res: Response;
  try {
    res = await fetch(`/api${path}`, { ...init, headers });
  } catch {
    throw new ApiError(0, 'network_error', null);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { detail?: string; code?: string } | null;
    throw new ApiError(res.status, body?.code ?? `http_${res.status}`, body?.detail ?? null);
  }
  return res;
}

// ---- Questions -----------------------------------------------------------------------------------------------------

export async function generateQuestions(body: QbGenerateRequest, referenceDoc: File | null) {
  if (!referenceDoc) return apiRequest<QbGenerateResponse>('/qb/questions/generate', { method: 'POST', body });
  const form = new FormData();
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined || v === null) continue;
    form.append(k, k === 'question_types' ? JSON.stringify(v) : String(v));
  }
  form.append('reference_doc', referenceDoc);
  const res = await rawRequest('/qb/questions/generate', { method: 'POST', body: form });
  return (await res.json()) as QbGenerateResponse;
}

export const useGenerateQuestions = () =>
  useMutation({ mutationFn: (v: { body: QbGenerateRequest; file: File | null }) => generateQuestions(v.body, v.file) });

export function saveQuestions(questions: QbGeneratedQuestion[]) {
  return apiRequest<QbSaveResponse>('/qb/questions/save', { method: 'POST', body: { questions } });
}

/** A large import (up to 50,000 rows) saved in requests of the save route's size, one after another. */
export async function saveInBatches(questions: QbGeneratedQuestion[]): Promise<QbSaveResponse> {
  let total: QbSaveResponse | null = null;
  for (let i = 0; i < questions.length; i += QB_LIMITS.maxBatch) {
    const r = await saveQuestions(questions.slice(i, i + QB_LIMITS.maxBatch));
    total = total
      ? {
          ...r,
          saved_count: total.saved_count + r.saved_count,
          duplicate_count: total.duplicate_count + r.duplicate_count,
        }
      : r;
  }
  if (!total) throw new Error(QB_MSG.noQuestionsToSave);
  return total;
}

export function useSaveImported() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveInBatches,
    onSuccess: () =>
      qc
        .invalidateQueries({ queryKey: [...root, 'questions'] })
        .then(() => qc.invalidateQueries({ queryKey: [...root, 'stats'] })),
  });
}

export function useSaveQuestions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveQuestions,
    onSuccess: () =>
      qc
        .invalidateQueries({ queryKey: [...root, 'questions'] })
        .then(() => qc.invalidateQueries({ queryKey: [...root, 'stats'] })),
  });
}

export const fetchQuestions = (body: QbFetchRequest) =>
  apiRequest<QbFetchResponse>('/qb/questions/fetch', { method: 'POST', body });

export const questionsQueryOptions = (body: QbFetchRequest, enabled = true) =>
  queryOptions({
    queryKey: [...root, 'questions', body],
    queryFn: () => fetchQuestions(body),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useQuestions = (body: QbFetchRequest, enabled = true) => useQuery(questionsQueryOptions(body, enabled));

export function useUpdateQuestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: QbUpdateRequest) => apiRequest<QbQuestion>('/qb/questions/update', { method: 'PUT', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...root, 'questions'] }),
  });
}

export function useDeleteQuestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/qb/questions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: root }),
  });
}

export async function importQuestions(file: File): Promise<QbImportResponse> {
  const form = new FormData();
  form.append('file', file);
  const res = await rawRequest('/qb/questions/import', { method: 'POST', body: form });
  return (await res.json()) as QbImportResponse;
}

/** Downloads the export through a blob link, named as the server's Content-Disposition says. */
export async function exportQuestions(body: QbExportRequest): Promise<void> {
  const res = await rawRequest('/qb/questions/export', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'questions_export.xlsx';
  downloadBlob(await res.blob(), name);
}

export function downloadBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// ---- Stats and reset ---------------------------------------------------------------------------------------------

export const statsQueryOptions = (q: QbStatsQuery) =>
  queryOptions({
    queryKey: [...root, 'stats', q],
    queryFn: () => apiRequest<QbStats>(`/qb/stats?${qs(q as Record<string, string>)}`),
    placeholderData: keepPreviousData,
  });

export const useStats = (q: QbStatsQuery) => useQuery(statsQueryOptions(q));

export function useResetDatabase() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { password: string; question_mode?: 'all' | 'regular' | 'olympiad' }) =>
      apiRequest<QbResetResponse>('/qb/database/reset', { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: root }),
  });
}
