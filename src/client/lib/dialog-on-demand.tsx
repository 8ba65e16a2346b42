import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useIsFetching } from '@tanstack/react-query';

type DialogProps = { open: boolean };

/**
 * A form dialog whose code (the form, its zod schema, zod itself: 150–230 KB) is not part of the screen that opens
 * it: a list screen's first card does not wait for a form nobody has opened (decision 0020). The code is asked for
 * once the screen is idle with its reads in, so the first click finds it in; a dialog opened sooner shows when its
 * code arrives. Not while a read is under way: the page is idle then too, but the form's code would compete with
 * the list it waits for, for the server and for the processor. Once opened it stays mounted, so it closes with its
 * animation like any other dialog.
 */
export function dialogOnDemand<P extends DialogProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  const Loaded = lazy(start);

  function DialogOnDemand(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    const readsUnderWay = useIsFetching() > 0;
    useEffect(() => {
      if (readsUnderWay) return;
      if (typeof window.requestIdleCallback !== 'function') {
        const timer = window.setTimeout(() => void start(), 1000);
        return () => window.clearTimeout(timer);
      }
      const idle = window.requestIdleCallback(() => void start(), { timeout: 3000 });
      return () => window.cancelIdleCallback(idle);
    }, [readsUnderWay]);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return DialogOnDemand;
}
