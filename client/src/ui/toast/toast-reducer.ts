import type { ReactNode } from 'react';
import { TOAST_LIMIT } from './toast-constants';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it dismisses itself; Infinity keeps it until closed. Default 5000. */
  duration?: number;
}

export interface ToastEntry extends ToastOptions {
  id: string;
  /** False once dismissed: it animates out and is removed from the queue later. */
  open: boolean;
}

export type ToastAction =
  | { type: 'add'; toast: ToastEntry }
  | { type: 'update'; id: string; changes: Partial<ToastOptions> }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

/** The toast queue, newest first, never longer than TOAST_LIMIT. Without an id, dismiss and remove act on all. */
export function toastReducer(state: readonly ToastEntry[], action: ToastAction): ToastEntry[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'update':
      return state.map((toast) => (toast.id === action.id ? { ...toast, ...action.changes } : toast));
    case 'dismiss':
      return state.map((toast) => (action.id === undefined || toast.id === action.id ? { ...toast, open: false } : toast));
    case 'remove':
      return action.id === undefined ? [] : state.filter((toast) => toast.id !== action.id);
  }
}
