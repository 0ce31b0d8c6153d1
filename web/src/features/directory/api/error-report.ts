import { useMutation } from '@tanstack/react-query';
import type { ErrorReportBody } from '@ysy/contracts/directory/schemas';
import { endpoints } from '@ysy/contracts/endpoints';
import { callApi } from '../../../shared/api/client';

/** POST /api/client/company/error_report — sends a 纠错 (ours). */
export function useErrorReport() {
  return useMutation({
    mutationFn: (body: ErrorReportBody) => callApi(endpoints.companyErrorReport, { body }),
  });
}
