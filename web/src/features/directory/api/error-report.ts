import { useMutation } from '@tanstack/react-query';
import { companyErrorReport, type ErrorReportBody } from '@ysy/contracts/directory/schemas';
import { callApi } from '../../../shared/api/client';

/** POST /api/client/company/error_report — sends a 纠错 (ours). */
export function useErrorReport() {
  return useMutation({
    mutationFn: (body: ErrorReportBody) => callApi(companyErrorReport, { body }),
  });
}
