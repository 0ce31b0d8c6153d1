import { describe, expect, it, vi } from 'vitest';
import { ApiError, NoDataError } from './client';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('shows 没有数据 when a query answers 205', async () => {
    const notify = vi.fn();
    const client = createQueryClient(notify);
    await expect(
      client.fetchQuery({
        queryKey: ['x'],
        queryFn: () => Promise.reject(new NoDataError()),
        retry: false,
      }),
    ).rejects.toBeInstanceOf(NoDataError);
    expect(notify).toHaveBeenCalledWith('没有数据');
  });

  it('does not notify other errors and does not retry 4xx', async () => {
    const notify = vi.fn();
    const client = createQueryClient(notify);
    const queryFn = vi.fn(() => Promise.reject(new ApiError(400, 400, '请求参数不正确')));
    await expect(client.fetchQuery({ queryKey: ['y'], queryFn })).rejects.toBeInstanceOf(ApiError);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });
});
