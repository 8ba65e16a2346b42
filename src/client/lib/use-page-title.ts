import { useEffect } from 'react';

const APP_NAME = 'Platewise';

/** Sets the tab title to "Clients · Platewise" so history, tabs and screen readers name the screen. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
