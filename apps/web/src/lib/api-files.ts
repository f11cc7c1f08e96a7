import { ApiError } from './api-client';
import { getToken } from './session-storage';

// Multipart uploads and binary downloads: the JSON client sends and reads JSON only, so these read the error
// shape themselves.

function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function failure(response: Response): Promise<ApiError> {
  const body = await response.json().catch(() => null);
  return new ApiError(
    response.status,
    body?.code ?? `http_${response.status}`,
    typeof body?.detail === 'string' ? body.detail : null,
    body?.field_errors,
  );
}

/** POST a form to `/api{path}`; resolves to the JSON answer or throws ApiError. */
export async function apiUpload<T>(path: string, form: FormData): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method: 'POST', headers: authHeaders(), body: form });
  } catch {
    throw new ApiError(0, 'network_error', null);
  }
  if (!response.ok) throw await failure(response);
  return (await response.json()) as T;
}

/** GET `/api{path}` as a blob (PDF, Word). */
export async function apiBlob(path: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers: authHeaders() });
  } catch {
    throw new ApiError(0, 'network_error', null);
  }
  if (!response.ok) throw await failure(response);
  return response.blob();
}

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Opens a PDF from the API in a new tab, where the browser's viewer prints it. The tab is opened before the
 * download so the click's user gesture still counts (popup blockers), then pointed at the file.
 */
export async function openPdf(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await apiBlob(path);
    const url = URL.createObjectURL(
      blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }),
    );
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** A file name from a title: letters, digits, spaces, dashes and underscores kept. */
export function fileNameFrom(title: string, ext: string): string {
  const base =
    title
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .replace(/\s+/g, '_') || 'worksheet';
  return `${base.slice(0, 80)}.${ext}`;
}
