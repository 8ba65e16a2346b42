import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Report, ReportInput } from '@/shared/schemas/reports';
import { apiRequest, newIdempotencyKey, type ApiError } from '@/client/lib/api';
import { refreshAfterReportChange } from './use-reports';

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation<Report, ApiError, ReportInput>({
    mutationFn: (input) => apiRequest<Report>('POST', '/api/reports', input, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: (report) => refreshAfterReportChange(queryClient, report.clientId),
  });
}
