import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

type DialogProps = { open: boolean };

/**
 * A form dialog whose code (the form, its zod schema, zod itself: 150–230 KB) is not part of the screen that opens
 * it: a list screen's first card does not wait for a form nobody has opened (decision 0020). The code is asked for
 * once the screen is idle, so the first click finds it in; a dialog opened sooner shows when its code arrives.
 * Once opened it stays mounted, so it closes with its animation like any other dialog.
 */
export function dialogOnDemand<P extends DialogProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  const Loaded = lazy(start);

  function DialogOnDemand(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    useEffect(() => {
      if (typeof window.requestIdleCallback !== 'function') {
        const timer = window.setTimeout(() => void start(), 1000);
        return () => window.clearTimeout(timer);
      }
      const idle = window.requestIdleCallback(() => void start(), { timeout: 3000 });
      return () => window.cancelIdleCallback(idle);
    }, []);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return DialogOnDemand;
}
