import { useMutation } from '@tanstack/react-query';
import type { Report, ReportInput } from '@/shared/schemas/reports';
import { apiRequest, newIdempotencyKey, type ApiError } from '@/client/lib/api';
import { useRefreshAfterReportChange } from './use-refresh-after-report-change';

export function useCreateReport() {
  const refreshAfterReportChange = useRefreshAfterReportChange();
  return useMutation<Report, ApiError, ReportInput>({
    mutationFn: (input) => apiRequest<Report>('POST', '/api/reports', input, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: (report) => refreshAfterReportChange(report.clientId),
  });
}
