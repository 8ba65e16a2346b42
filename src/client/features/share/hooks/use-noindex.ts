import { useEffect } from 'react';

/**
 * `<meta name="robots" content="noindex">` while the page is shown: a share link is private even
 * though it needs no account, so search engines that stumble on one must not list it.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
