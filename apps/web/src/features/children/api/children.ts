import type {
  Child,
  ChildList,
  CreateChildBody,
  CreateChildResponse,
  UpdateChildBody,
} from '@app/shared/schemas/children';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { getToken } from '../../../lib/session-storage';

export const childrenKeys = {
  all: ['children'] as const,
  list: () => [...childrenKeys.all, 'list'] as const,
  detail: (id: string) => [...childrenKeys.all, 'detail', id] as const,
};

export async function getChildren(): Promise<Child[]> {
  return (await apiRequest<ChildList>('/children')).children;
}

export const childrenQueryOptions = () => queryOptions({ queryKey: childrenKeys.list(), queryFn: getChildren });

export function useChildren() {
  return useQuery(childrenQueryOptions());
}

export function getChild(id: string): Promise<Child> {
  return apiRequest<Child>(`/children/${encodeURIComponent(id)}`);
}

export function useChild(id: string | null) {
  return useQuery({ queryKey: childrenKeys.detail(id ?? ''), queryFn: () => getChild(id!), enabled: Boolean(id) });
}

export function createChild(body: CreateChildBody): Promise<CreateChildResponse> {
  return apiRequest<CreateChildResponse>('/children', { method: 'POST', body });
}

export function updateChild({ id, body }: { id: string; body: UpdateChildBody }): Promise<Child> {
  return apiRequest<Child>(`/children/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function deleteChild(id: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/children/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** multipart upload: the JSON client does not send forms, so this call reads the error shape itself. */
export async function uploadChildPhoto({ id, file }: { id: string; file: File }): Promise<Child> {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`/api/children/${encodeURIComponent(id)}/photo`, {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body: form,
    });
  } catch {
    throw new ApiError(0, 'network_error', null);
  }
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError(
      response.status,
      body?.code ?? `http_${response.status}`,
      body?.detail ?? null,
      body?.field_errors,
    );
  }
  return body as Child;
}

function useInvalidateChildren() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: childrenKeys.all });
}

export function useCreateChild() {
  const invalidate = useInvalidateChildren();
  return useMutation({ mutationFn: createChild, onSettled: invalidate });
}

export function useUpdateChild() {
  const invalidate = useInvalidateChildren();
  return useMutation({ mutationFn: updateChild, onSettled: invalidate });
}

export function useDeleteChild() {
  const invalidate = useInvalidateChildren();
  return useMutation({ mutationFn: deleteChild, onSettled: invalidate });
}

export function useUploadChildPhoto() {
  const invalidate = useInvalidateChildren();
  return useMutation({ mutationFn: uploadChildPhoto, onSettled: invalidate });
}
