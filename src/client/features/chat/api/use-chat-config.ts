import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatConfig } from '@/shared/schemas/chat';
import { apiRequest } from '@/client/lib/api';

export const chatConfigQueryOptions = queryOptions({
  queryKey: ['/api/chat/config'],
  queryFn: () => apiRequest<ChatConfig>('GET', '/api/chat/config'),
});

export function useChatConfig() {
  return useQuery(chatConfigQueryOptions);
}
