import { useEffect } from 'react';
import { loadChatWidget } from '../lib/load-chat-widget';
import { useChatConfig } from '../api/use-chat-config';

let started = false;

/**
 * The live-chat widget of the practitioner screens. Renders nothing itself: once the ids have arrived and the
 * browser is idle, the provider's script draws the widget. Loaded at most once per page, across navigations.
 */
export function LiveChat() {
  const config = useChatConfig();

  useEffect(() => {
    if (!config.data || started) return;
    started = true;
    const chat = config.data;
    const load = () => loadChatWidget(chat, { document, window, console });
    // After the screen itself: the widget is never what the practitioner came for.
    if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 4000 });
    else setTimeout(load, 1500);
  }, [config.data]);

  return null;
}
