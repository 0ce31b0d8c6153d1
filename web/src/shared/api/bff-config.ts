import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BffConfig } from '@ysy/contracts/bff/schemas';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { endpoints } from '@ysy/contracts/endpoints';
import { callApi } from './client';

/** Used when the config call fails: the shell still shows the default hotline. */
export const fallbackConfig: BffConfig = {
  brand: '易商云',
  hotline: '400-800-6688',
  supportHours: '',
  chat: { mode: 'local' },
  wechat: { mode: 'simulated' },
  miniProgramName: '易商云',
  officialAccountName: '易商云',
  // Unknown until the config arrives; the ribbon appears only when the BFF says so.
  demo: false,
  // The operator's details and QR codes are shown only once the config says what they are.
  company: {},
  qr: {},
};

/** GET /api/bff/config — the BFF's public configuration; it only changes with a deployment. */
export const bffConfigQueryOptions = queryOptions({
  queryKey: [endpoints.bffConfig.id],
  queryFn: ({ signal, client }) => callApi(endpoints.bffConfig, { signal, client }),
  staleTime: Infinity,
});

/** The config, or the fallback while loading or after a failure. */
export function usePublicConfig(): BffConfig {
  const { data } = useQuery(bffConfigQueryOptions);
  return data && isSuccess(data, 0) ? data.data : fallbackConfig;
}
