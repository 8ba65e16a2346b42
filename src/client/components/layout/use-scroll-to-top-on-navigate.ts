import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * A new screen starts at its top, as a full page load would. Not on the shell's first drawing: the page is at its
 * top already, and scrolling there would make the browser lay the whole screen out before its first paint.
 */
export function useScrollToTopOnNavigate(): void {
  const [location] = useLocation();
  const drawnAt = useRef(location);
  useEffect(() => {
    if (drawnAt.current === location) return;
    drawnAt.current = location;
    window.scrollTo({ top: 0 });
  }, [location]);
}
