import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react';

/** Only one toast is on screen at a time: a new one replaces the old rather than stacking. */
export const TOAST_LIMIT = 1;
/**
 * How long a dismissed toast stays in state. Radix plays the exit animation and unmounts it
 * visually; keeping the entry this long (about 17 minutes) means nothing is torn out mid-animation.
 */
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** A <ToastAction> element, e.g. "Undo". */
  action?: ReactElement;
  duration?: number;
};

export type ToastEntry = ToastInput & { id: string; open: boolean };

let entries: ToastEntry[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastEntry[]): void {
  entries = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(entries.filter((entry) => entry.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

function cancelRemoval(id: string): void {
  const timer = removalTimers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  removalTimers.delete(id);
}

/** Close one toast (or every toast when no id is given); it leaves state later, see TOAST_REMOVE_DELAY. */
export function dismissToast(id?: string): void {
  for (const entry of entries) if (id === undefined || entry.id === id) scheduleRemoval(entry.id);
  publish(entries.map((entry) => (id === undefined || entry.id === id ? { ...entry, open: false } : entry)));
}

/** Drops every toast at once, without the exit animation: nothing of one test is left on screen for the next. */
export function clearToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  publish([]);
}

function updateToast(id: string, patch: ToastInput): void {
  publish(entries.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));
}

/** Show a notification from anywhere (components, mutation callbacks). */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const next = [{ ...input, id, open: true }, ...entries];
  for (const dropped of next.slice(TOAST_LIMIT)) cancelRemoval(dropped.id);
  publish(next.slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch: ToastInput) => updateToast(id, patch),
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToastEntry[] {
  return entries;
}

export function useToast() {
  const toasts = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts, toast, dismiss: dismissToast };
}
