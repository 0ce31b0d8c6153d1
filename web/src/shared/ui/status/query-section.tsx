import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../api/client';
import { EmptyBlock } from './empty-block';
import { ErrorBlock } from './error-block';
import { LoadingBlock } from './loading-block';

/**
 * Renders a query's three non-data states the same way everywhere: loading bars, an error with
 * retry, or the empty text when `select` finds nothing to show; otherwise `children(data)`.
 */
export function QuerySection<T, D>({
  query,
  select,
  children,
  emptyText,
  loadingLines,
}: {
  query: UseQueryResult<T>;
  /** The part of the reply to show, or undefined / an empty list when there is nothing. */
  select: (reply: T) => D | undefined;
  children: (data: D) => ReactNode;
  emptyText?: string;
  loadingLines?: number;
}) {
  if (query.isPending) return <LoadingBlock lines={loadingLines} />;
  if (query.isError) {
    const message = query.error instanceof ApiError ? query.error.msg : undefined;
    return <ErrorBlock message={message} onRetry={() => void query.refetch()} />;
  }
  const data = select(query.data);
  if (data === undefined || (Array.isArray(data) && data.length === 0)) {
    return <EmptyBlock text={emptyText} />;
  }
  return <>{children(data)}</>;
}
