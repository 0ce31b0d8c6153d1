import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, NoDataError } from './client';

/**
 * The app's query client. HTTP 205 anywhere shows 没有数据; 4xx answers are not retried
 * (a retry cannot fix bad input or a lost session).
 */
export function createQueryClient(notify: (msg: string) => void): QueryClient {
  const onError = (error: Error) => {
    if (error instanceof NoDataError) notify(error.message);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof NoDataError) &&
          !(error instanceof ApiError && error.status < 500) &&
          failureCount < 2,
      },
    },
  });
}
