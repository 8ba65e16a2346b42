/**
 * The `?next=` value is attacker-controlled (anyone can send a link to /login?next=...). Only a
 * same-site path is accepted, so signing in can never forward the user to another site.
 * Returns null when the value must be ignored.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  // Exactly one leading slash: "//evil.com" is a protocol-relative URL to another host.
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read "/\evil.com" as "//evil.com"; control characters and whitespace can smuggle the same.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (value.includes('\\') || /[\u0000-\u0020\u007f]/.test(value)) return null;
  try {
    const base = 'https://platewise.invalid';
    const resolved = new URL(value, base);
    if (resolved.origin !== base) return null;
    return resolved.pathname + resolved.search + resolved.hash;
  } catch {
    return null;
  }
}

/** Where the auth screens send the visitor once signed in. */
export function nextPathFromSearch(search: string): string {
  return safeNextPath(new URLSearchParams(search).get('next')) ?? '/';
}

/** The /login (or /register) address that brings the visitor back to `path` afterwards. */
export function signInPathFor(path: string, screen: '/login' | '/register' = '/login'): string {
  const next = safeNextPath(path);
  return next && next !== '/' ? `${screen}?next=${encodeURIComponent(next)}` : screen;
}
