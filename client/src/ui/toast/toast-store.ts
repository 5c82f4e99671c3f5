import { TOAST_REMOVE_DELAY_MS } from './toast-constants';
import { toastReducer, type ToastAction, type ToastEntry, type ToastOptions } from './toast-reducer';

/**
 * One queue for the whole app, outside React, so any code (a hook, an Apollo callback) can raise a
 * toast; components read it with useSyncExternalStore.
 */
let state: ToastEntry[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: ToastAction): void {
  state = toastReducer(state, action);
  if (action.type === 'dismiss') {
    for (const toast of state) if (!toast.open) scheduleRemoval(toast.id);
  }
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      dispatch({ type: 'remove', id });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastEntry[] {
  return state;
}

export function dismissToast(id?: string): void {
  dispatch({ type: 'dismiss', id });
}

/** Removes every toast at once, without the closing delay: another account's messages must not stay on screen. */
export function clearToasts(): void {
  dispatch({ type: 'remove' });
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (changes: Partial<ToastOptions>) => void;
}

export function toast(options: ToastOptions): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({ type: 'add', toast: { ...options, id, open: true } });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (changes) => dispatch({ type: 'update', id, changes }),
  };
}
