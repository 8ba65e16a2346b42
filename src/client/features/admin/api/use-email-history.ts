import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { EmailRecord } from '@/shared/schemas/admin';
import { EMAIL_HISTORY_PAGE_SIZE, EMAIL_TOTAL_HEADER } from '@/shared/schemas/email-history-paging';
import { apiGetWithHeaders } from '@/client/lib/api';
import { adminKeys } from './query-keys';

export type EmailHistoryPage = { emails: EmailRecord[]; total: number };

/**
 * The e-mail log a page at a time, newest first, searched on the server (decision 0020): it grows with every
 * practice on the platform, so the browser never holds all of it. Each search is its own list.
 */
export function emailHistoryQueryOptions(search: string) {
  const q = search.trim();
  return infiniteQueryOptions({
    queryKey: adminKeys.emailHistorySearch(q),
    queryFn: async ({ pageParam }): Promise<EmailHistoryPage> => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (pageParam) params.set('before', pageParam);
      const query = params.size ? `?${params}` : '';
      const { body, headers } = await apiGetWithHeaders<EmailRecord[]>(`/api/admin/emails/history${query}`);
      return { emails: body, total: Number(headers.get(EMAIL_TOTAL_HEADER) ?? body.length) };
    },
    initialPageParam: undefined as string | undefined,
    // A full page may have more behind it; the last e-mail shown is where the next page starts.
    getNextPageParam: (last) =>
      last.emails.length === EMAIL_HISTORY_PAGE_SIZE ? last.emails[last.emails.length - 1].id : undefined,
  });
}

/** The list on screen stays while the next search's first page loads. */
export function useEmailHistory(search: string) {
  return useInfiniteQuery({ ...emailHistoryQueryOptions(search), placeholderData: keepPreviousData });
}
