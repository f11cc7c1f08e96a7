import type {
  PreviewResponse,
  SubmissionResponse,
  VisionExtraction,
  EvaluationSettings,
} from '@app/shared/schemas/submissions';
import type { ZValidateCodeResponse } from '@app/shared/schemas/tasks';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { apiUpload } from '../../../lib/api-files';
import { getToken } from '../../../lib/session-storage';

export type ValidateCodeResponse = z.infer<typeof ZValidateCodeResponse>;

export interface SubmitWorkInput {
  taskId: string;
  /** Kept by the caller per attempt: a retried submit sends the same key and gets the first answer back. */
  idempotencyKey: string;
  method: 'online' | 'files' | 'camera' | 'text';
  childId?: string;
  taskCode?: string;
  answers?: Record<string, string>;
  hintsUsed?: number[];
  text?: string;
  files?: File[];
  extraction?: VisionExtraction | null;
  onProgress?: (percent: number) => void;
}

/**
 * POST /submissions/{task_id} as multipart, through XMLHttpRequest so the upload progress can be shown
 * (spec 03 §7: upload progress reported).
 */
export function submitWork(input: SubmitWorkInput): Promise<SubmissionResponse> {
  const form = new FormData();
  form.append('submission_method', input.method);
  if (input.childId) form.append('student_id', input.childId);
  if (input.taskCode) form.append('task_code', input.taskCode);
  if (input.answers) form.append('submitted_answers', JSON.stringify(input.answers));
  if (input.hintsUsed?.length) form.append('hints_used', JSON.stringify(input.hintsUsed));
  if (input.text) form.append('submission_text', input.text);
  if (input.extraction) form.append('vision_extraction_data', JSON.stringify(input.extraction));
  for (const f of input.files ?? []) form.append('files', f, f.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/submissions/${encodeURIComponent(input.taskId)}`);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Idempotency-Key', input.idempotencyKey);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) input.onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', null));
    xhr.onload = () => {
      let body: { detail?: string; code?: string; field_errors?: Record<string, string[]> } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as unknown as SubmissionResponse);
      else
        reject(
          new ApiError(
            xhr.status,
            body?.code ?? `http_${xhr.status}`,
            typeof body?.detail === 'string' ? body.detail : null,
            body?.field_errors,
          ),
        );
    };
    xhr.send(form);
  });
}

export function useSubmitWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitWork,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['tasks'] });
      void queryClient.invalidateQueries({ queryKey: ['evaluations'] });
    },
  });
}

export function validateTaskCode(code: string, childId: string): Promise<ValidateCodeResponse> {
  return apiRequest<ValidateCodeResponse>(
    `/tasks/validate-code/${encodeURIComponent(code)}?child_id=${encodeURIComponent(childId)}`,
  );
}

export function getEvaluationSettings(): Promise<EvaluationSettings> {
  return apiRequest<EvaluationSettings>('/evaluation/settings');
}

export const evaluationSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['submissions', 'settings'], queryFn: getEvaluationSettings, staleTime: 10 * 60_000 });

export function useEvaluationSettings() {
  return useQuery(evaluationSettingsQueryOptions());
}

/** Reads answers from pages: through a vision model when one is set up, else the built-in reader. */
export function previewPages({
  taskId,
  files,
  vision,
}: {
  taskId: string;
  files: File[];
  vision: boolean;
}): Promise<PreviewResponse> {
  const form = new FormData();
  form.append('task_id', taskId);
  for (const f of files) form.append('files', f, f.name);
  return apiUpload<PreviewResponse>(vision ? '/vision/preview' : '/ocr/preview', form);
}

export function usePreviewPages() {
  return useMutation({ mutationFn: previewPages });
}
