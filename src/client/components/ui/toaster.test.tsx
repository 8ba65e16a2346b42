// @vitest-environment jsdom
import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/client/test/render';
import { dismissToast, toast, TOAST_REMOVE_DELAY, useToast } from './use-toast';

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows only one toast at a time: a new one replaces the old', () => {
    // The app's providers hold the one Toaster every screen shows its toasts in.
    renderWithApp(null);
    act(() => {
      toast({ title: 'Client saved' });
    });
    expect(screen.getByText('Client saved')).toBeInTheDocument();

    act(() => {
      toast({ title: 'Meal plan shared', description: 'Your client can open the link now.' });
    });
    expect(screen.getByText('Meal plan shared')).toBeInTheDocument();
    expect(screen.getByText('Your client can open the link now.')).toBeInTheDocument();
    expect(screen.queryByText('Client saved')).not.toBeInTheDocument();
  });

  it('keeps a dismissed toast in state until the removal delay has passed', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    let id = '';
    act(() => {
      id = toast({ title: 'Saved', variant: 'destructive' }).id;
    });
    expect(result.current.toasts).toHaveLength(1);

    act(() => dismissToast(id));
    expect(result.current.toasts).toEqual([expect.objectContaining({ id, open: false, variant: 'destructive' })]);

    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
  });
});
