// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatWidgetPlacement, loadChatWidget } from './load-chat-widget';

type TawkWindow = Window & { Tawk_API?: { customStyle?: unknown } };

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as TawkWindow).Tawk_API;
});

describe('live chat widget', () => {
  it('adds the provider script once, placed bottom-right 20/20 px on desktop and 10/10 px on mobile', () => {
    const warn = vi.fn();
    const result = loadChatWidget(
      { propertyId: '64f0c0ffee0123456789abcd', widgetId: '1h9abcdef' },
      { document, window, console: { warn } },
    );
    expect(result).toEqual({ loaded: true, src: 'https://embed.tawk.to/64f0c0ffee0123456789abcd/1h9abcdef' });
    const scripts = document.querySelectorAll('script[src^="https://embed.tawk.to/"]');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    expect((window as TawkWindow).Tawk_API?.customStyle).toEqual({
      visibility: {
        desktop: { position: 'br', xOffset: 20, yOffset: 20 },
        mobile: { position: 'br', xOffset: 10, yOffset: 10 },
      },
    });
    expect(chatWidgetPlacement.visibility.desktop.position).toBe('br');

    loadChatWidget(
      { propertyId: '64f0c0ffee0123456789abcd', widgetId: '1h9abcdef' },
      { document, window, console: { warn } },
    );
    expect(document.querySelectorAll('script[src^="https://embed.tawk.to/"]')).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('loads nothing and names the missing id in a console warning', () => {
    const warn = vi.fn();
    expect(loadChatWidget({ propertyId: 'abc', widgetId: null }, { document, window, console: { warn } })).toEqual({
      loaded: false,
      missing: ['widget id (CHAT_WIDGET_ID)'],
    });
    expect(warn).toHaveBeenLastCalledWith('Live chat is off: the chat widget id (CHAT_WIDGET_ID) is not set.');

    loadChatWidget({ propertyId: null, widgetId: null }, { document, window, console: { warn } });
    expect(warn).toHaveBeenLastCalledWith(
      'Live chat is off: the chat property id (CHAT_PROPERTY_ID) and the widget id (CHAT_WIDGET_ID) are not set.',
    );
    expect(document.querySelector('script')).toBeNull();
    expect((window as TawkWindow).Tawk_API).toBeUndefined();
  });
});
