import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailRecord } from '@/shared/schemas/admin';
import { apiRequest } from '@/client/lib/api';

/** Every e-mail the app sent or tried to send, newest first. */
export const emailHistoryQueryOptions = queryOptions({
  queryKey: ['/api/admin/emails/history'],
  queryFn: () => apiRequest<EmailRecord[]>('GET', '/api/admin/emails/history'),
});

export function useEmailHistory() {
  return useQuery(emailHistoryQueryOptions);
}
