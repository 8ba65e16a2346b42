import sanitize from 'sanitize-html';

/**
 * Provider HTML (recipe summaries and instructions) reduced to a few harmless tags before it leaves the server.
 * Links keep only http(s) targets and open in a new tab without an opener; everything else is dropped.
 */
export function sanitizeRecipeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitize(html, {
    allowedTags: ['b', 'strong', 'i', 'em', 'p', 'br', 'ol', 'ul', 'li', 'a'],
    // target and rel are set by the transform below, never taken from the input.
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
      }),
    },
  }).trim();
}

/** Plain text of provider HTML, for places that show text only (an editable recipe copy). */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const withBreaks = html.replace(/<\/(p|li)>|<br\s*\/?>/gi, '\n');
  return sanitize(withBreaks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char]);
}
