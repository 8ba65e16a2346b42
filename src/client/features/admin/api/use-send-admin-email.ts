import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminEmailInput, adminEmailSentSchema } from '@/shared/schemas/admin';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { adminKeys } from './query-keys';

/** `message` says plainly whether the e-mail went to a mail server or was only logged. */
export type AdminEmailSent = z.infer<typeof adminEmailSentSchema>;

export function useSendAdminEmail() {
  const queryClient = useQueryClient();
  return useMutation<AdminEmailSent, ApiError, AdminEmailInput>({
    mutationFn: (input) => apiRequest<AdminEmailSent>('POST', '/api/admin/emails/send', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.emailHistory }),
  });
}
