import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatConfig } from '@/shared/schemas/chat';
import { apiRequest } from '@/client/lib/api';
import { chatKeys } from './query-keys';

export const chatConfigQueryOptions = queryOptions({
  queryKey: chatKeys.config,
  queryFn: () => apiRequest<ChatConfig>('GET', '/api/chat/config'),
});

export function useChatConfig() {
  return useQuery(chatConfigQueryOptions);
}
