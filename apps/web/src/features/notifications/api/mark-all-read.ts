import type { NotificationList } from '@app/shared/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { markEveryRead, notificationsKeys } from './notifications';

export function markAllNotificationsRead(): Promise<{ updated: number }> {
  return apiRequest<{ updated: number }>('/notifications/mark-all-read', { method: 'PATCH' });
}

/** Clears the badge at once, then refetches. Failures are only logged (spec 01 §8). */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationsKeys.list() });
      queryClient.setQueryData<NotificationList>(notificationsKeys.list(), markEveryRead);
    },
    onError: (error) => console.error('Failed to mark all notifications read', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}
