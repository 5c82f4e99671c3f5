import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToToasts, toast } from './toast-store';

/** `const { toast } = useToast(); toast({ title, description, variant, duration })`. */
export function useToast() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  return { toasts, toast, dismiss: dismissToast };
}
