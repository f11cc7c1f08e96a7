import type { Notification, NotificationList } from '@app/shared/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { markOneRead, notificationsKeys } from './notifications';

export function markNotificationRead(id: string): Promise<Notification> {
  return apiRequest<Notification>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'PATCH' });
}

/** Marks one read at once in the list, then lets the server's answer settle it. Failures are only logged. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationsKeys.list() });
      queryClient.setQueryData<NotificationList>(notificationsKeys.list(), (old) => markOneRead(old, id));
    },
    onError: (error) => console.error('Failed to mark notification read', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}
