export const chatKeys = {
  config: ['/api/chat/config'] as const,
};
