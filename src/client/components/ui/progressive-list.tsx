import { useEffect, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { Button } from './button';
import { useFormats } from '@/client/lib/use-formats';

/** Cards put on screen at a time: two screens of the widest grid, a few dozen milliseconds of rendering. */
export const LIST_PAGE_SIZE = 60;
/**
 * Cards in a list's very first frame: more than a tall screen shows in the widest grid. The rest of the first page
 * follows in the next frame, so the first cards are not held back by the drawing of cards below the fold.
 */
export const LIST_FIRST_FRAME = 12;

/** Runs `then` once the browser has painted the current frame (in a test environment without frames, soon). */
function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof window.requestAnimationFrame !== 'function') {
    timer = setTimeout(then, 0);
    return () => clearTimeout(timer);
  }
  const frame = window.requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The first `pageSize` items, then more as the reader nears the end (decision 0020). A practice with thousands of
 * clients would otherwise render thousands of cards before the page answers; the search still covers every item.
 * A new `resetKey` (the search, the tab) starts again from the top. The first time there are items, only
 * `LIST_FIRST_FRAME` of them are drawn, and the rest of the page right after that frame is painted.
 */
export function useProgressiveList<T>(items: T[], resetKey: unknown, pageSize = LIST_PAGE_SIZE) {
  const [limit, setLimit] = useState(pageSize);
  const [keyOfLimit, setKeyOfLimit] = useState(resetKey);
  const [pastFirstFrame, setPastFirstFrame] = useState(false);
  const hasItems = items.length > 0;
  useEffect(() => {
    if (pastFirstFrame || !hasItems) return;
    return afterNextPaint(() => setPastFirstFrame(true));
  }, [pastFirstFrame, hasItems]);

  let shownLimit = limit;
  if (!Object.is(keyOfLimit, resetKey)) {
    // Reset while rendering (React's pattern for state derived from props), so no frame shows the old length.
    setKeyOfLimit(resetKey);
    setLimit(pageSize);
    shownLimit = pageSize;
  }
  // In the first frame the "show more" control stays away too: right below the first cards, it would load a page.
  const firstFrame = !pastFirstFrame;
  if (firstFrame) shownLimit = Math.min(shownLimit, LIST_FIRST_FRAME);
  return {
    visible: items.length > shownLimit ? items.slice(0, shownLimit) : items,
    remaining: firstFrame ? 0 : Math.max(0, items.length - shownLimit),
    showMore: () => setLimit((current) => current + pageSize),
  };
}

type ShowMoreProps = {
  remaining: number;
  onMore: () => void;
  /** 'clients', 'recipes' */
  what: string;
  pageSize?: number;
};

/**
 * Below a progressive list: loads the next page by itself when it comes within a screen of view, and is a plain
 * button for keyboards and for browsers without IntersectionObserver.
 */
export function ShowMore({ remaining, onMore, what, pageSize = LIST_PAGE_SIZE }: ShowMoreProps) {
  const formats = useFormats();
  const ref = useRef<HTMLDivElement>(null);
  const onMoreRef = useRef(onMore);
  onMoreRef.current = onMore;

  useEffect(() => {
    const element = ref.current;
    if (!element || remaining === 0 || typeof IntersectionObserver === 'undefined') return;
    // A new observer per page: it reports at once whether the button is still near the view after the last page.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onMoreRef.current();
      },
      { rootMargin: '0px 0px 800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [remaining]);

  if (remaining === 0) return null;
  return (
    <div ref={ref} className="flex justify-center pt-1">
      <Button variant="outline" onClick={onMore}>
        <ChevronDown aria-hidden="true" />
        {`Show ${Math.min(remaining, pageSize)} more ${what}`}
        <span className="font-normal text-muted-foreground tabular-nums">{`(${formats.number(remaining)} left)`}</span>
      </Button>
    </div>
  );
}
