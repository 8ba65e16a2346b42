import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** A new screen starts at its top, as a full page load would. */
export function useScrollToTopOnNavigate(): void {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [location]);
}
