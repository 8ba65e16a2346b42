import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of an element in CSS pixels, kept up to date. The charts draw in real pixels so their labels keep
 * the page's text size on a phone and on a wide screen alike (a scaled viewBox would shrink or blow them up).
 */
export function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
