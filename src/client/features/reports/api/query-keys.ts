export const reportKeys = {
  list: ['/api/reports'] as const,
};
