/** Whether an Accept-Encoding header takes `coding` (named, and not refused with q=0). */
export function acceptsEncoding(header: string | undefined, coding: 'br' | 'gzip'): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== coding) return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}
