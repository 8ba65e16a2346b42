import type { ChatConfig } from '@/shared/schemas/chat';

/** The spec's placement: bottom-right, 20 px from both edges on desktop, 10 px on mobile. */
export const chatWidgetPlacement = {
  visibility: {
    desktop: { position: 'br', xOffset: 20, yOffset: 20 },
    mobile: { position: 'br', xOffset: 10, yOffset: 10 },
  },
} as const;

type TawkWindow = Window & { Tawk_API?: Record<string, unknown>; Tawk_LoadStart?: Date };

export type ChatLoadResult = { loaded: true; src: string } | { loaded: false; missing: string[] };

/**
 * Adds the tawk.to embed script once, after setting its placement through the provider's customStyle API
 * (which must exist before the script runs). Without both ids nothing is loaded and the console says which
 * id is missing.
 */
export function loadChatWidget(
  config: ChatConfig,
  target: { document: Document; window: Window; console: Pick<Console, 'warn'> },
): ChatLoadResult {
  const missing = [
    config.propertyId ? null : 'property id (CHAT_PROPERTY_ID)',
    config.widgetId ? null : 'widget id (CHAT_WIDGET_ID)',
  ].filter((name): name is string => name !== null);
  if (missing.length > 0) {
    target.console.warn(
      `Live chat is off: the chat ${missing.join(' and the ')} ${missing.length > 1 ? 'are' : 'is'} not set.`,
    );
    return { loaded: false, missing };
  }

  const src = `https://embed.tawk.to/${encodeURIComponent(config.propertyId!)}/${encodeURIComponent(config.widgetId!)}`;
  const existing = target.document.querySelector<HTMLScriptElement>('script[data-live-chat]');
  if (existing) return { loaded: true, src: existing.src };

  const chatWindow = target.window as TawkWindow;
  chatWindow.Tawk_API = { ...(chatWindow.Tawk_API ?? {}), customStyle: chatWidgetPlacement };
  chatWindow.Tawk_LoadStart = new Date();
  const script = target.document.createElement('script');
  script.async = true;
  script.src = src;
  script.charset = 'UTF-8';
  script.setAttribute('crossorigin', '*');
  script.dataset.liveChat = '';
  target.document.body.appendChild(script);
  return { loaded: true, src };
}
