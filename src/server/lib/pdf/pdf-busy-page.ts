// The report list opens a report's PDF in a new tab. When the practitioner already has two PDFs being prepared,
// the API's answer is a 429 in JSON, which a browser tab shows as raw text. A tab that asked for a page (Accept:
// text/html) gets instead a small page in plain words that tries again by itself after Retry-After.
import { createHash } from 'node:crypto';
import { escapeHtml } from '../sanitize-html.ts';

const style =
  'body{margin:0;padding:0 1rem;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f8fafc;color:#0f172a}' +
  'main{max-width:32rem;margin:15vh auto 0;padding:2rem 1.5rem;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem}' +
  'h1{font-size:1.25rem;margin:0 0 .75rem}p{line-height:1.5;margin:0 0 .75rem;color:#334155}a{color:#15803d;font-weight:600}';

/** The page's own policy: nothing but its one inline style, which is pinned by hash. */
export const pdfBusyPagePolicy = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Whether the request came from a browser tab rather than from script (which asks for JSON or anything). */
export function wantsPage(accept: string | undefined): boolean {
  return /\btext\/html\b/i.test(accept ?? '');
}

/** The page: the server's reason, and a refresh after `retryAfterSeconds` (the same figure as Retry-After). */
export function pdfBusyPage(message: string, retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.round(retryAfterSeconds));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${seconds}">
<title>Preparing your PDF</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>Your PDF is not ready yet</h1>
<p>${escapeHtml(message)}</p>
<p>This page tries again by itself in ${seconds} seconds, or you can <a href="">try again now</a>.</p>
</main>
</body>
</html>
`;
}
