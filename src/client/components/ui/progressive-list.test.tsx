// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIST_FIRST_FRAME, LIST_PAGE_SIZE, useProgressiveList } from './progressive-list';

const clients = Array.from({ length: 5000 }, (_, i) => `Client ${i + 1}`);

describe('a long list put on screen a page at a time', () => {
  it('draws a first frame of cards, then the first page with the count of the rest', async () => {
    const { result } = renderHook(() => useProgressiveList(clients, ''));
    expect(result.current.visible).toEqual(clients.slice(0, LIST_FIRST_FRAME));
    // No "show more" control under the first frame: it would load a page the reader never asked for.
    expect(result.current.remaining).toBe(0);

    await waitFor(() => expect(result.current.visible).toHaveLength(LIST_PAGE_SIZE));
    expect(result.current.visible).toEqual(clients.slice(0, LIST_PAGE_SIZE));
    expect(result.current.remaining).toBe(5000 - LIST_PAGE_SIZE);
  });

  it('waits for the list to arrive before its first frame, and a new search shows a whole page at once', async () => {
    const { result, rerender } = renderHook(({ items, search }) => useProgressiveList(items, search), {
      initialProps: { items: [] as string[], search: '' },
    });
    // Still loading: the first frame is the one that has cards in it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    rerender({ items: clients, search: '' });
    expect(result.current.visible).toHaveLength(LIST_FIRST_FRAME);
    await waitFor(() => expect(result.current.visible).toHaveLength(LIST_PAGE_SIZE));

    const matches = clients.filter((name) => name.includes('7'));
    rerender({ items: matches, search: '7' });
    expect(result.current.visible).toEqual(matches.slice(0, LIST_PAGE_SIZE));
    expect(result.current.remaining).toBe(matches.length - LIST_PAGE_SIZE);
  });
});
