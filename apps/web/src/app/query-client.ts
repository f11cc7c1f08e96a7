import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Client errors will not change on retry; a dropped connection might.
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      refetchOnWindowFocus: false,
    },
  },
});
