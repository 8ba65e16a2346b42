const fallbackFileName = 'meal-plan.pdf';

/**
 * The name the server suggests in `Content-Disposition`, preferring the RFC 5987 `filename*=UTF-8''…`
 * form; 'meal-plan.pdf' when there is none. Path separators are dropped: a name is not a path.
 */
export function fileNameFromContentDisposition(header: string | null): string {
  if (!header) return fallbackFileName;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      name = decodeURIComponent(extended[1].trim().replace(/^"(.*)"$/, '$1'));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
    if (plain) name = (plain[2] ?? plain[1]).replace(/\\(.)/g, '$1').trim();
  }
  const safe = name?.replace(/[/\\]/g, '_').trim();
  return safe ? safe : fallbackFileName;
}
