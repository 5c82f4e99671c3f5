export { Toaster } from './toaster';
export { useToast } from './use-toast';
export { clearToasts, toast, type ToastHandle } from './toast-store';
export type { ToastOptions, ToastVariant } from './toast-reducer';
export { TOAST_DEFAULT_DURATION_MS, TOAST_LIMIT } from './toast-constants';
