import { useCallback } from 'react';
import { useToast, type ToastOptions } from '../ui/toast';
import { serverErrorCode, serverErrorMessage, withReference } from './graphql-error';

/** The toast of a failed change, from the error and the screen's fallback sentence ('Failed to ...'). */
export type FailureToast = (error: unknown, fallback: string) => ToastOptions;

/** The server's sentence under 'Error', else the fallback (spec section 8). */
export const serverSentenceToast: FailureToast = (error, fallback) => ({
  variant: 'destructive',
  title: 'Error',
  description: serverErrorMessage(error) ?? fallback,
});

/** The server's sentence for a refusal it explains (conflict, limit, validation); undefined for a crash or a lost network. */
export function refusalMessage(error: unknown): string | undefined {
  const code = serverErrorCode(error);
  return code && code !== 'INTERNAL_SERVER_ERROR' ? serverErrorMessage(error) : undefined;
}

/** As serverSentenceToast, but a crash's message is never shown: the fallback is, with the crash's reference. */
export const refusalToast: FailureToast = (error, fallback) => ({
  variant: 'destructive',
  title: 'Error',
  description: refusalMessage(error) ?? withReference(fallback, error),
});

/**
 * Runs a change and tells how it went (spec section 8): 'Success' with the success sentence, or the
 * failure toast. Resolves true on success, so that a dialog knows whether to close.
 */
export function useToastedAction(failureToast: FailureToast = serverSentenceToast) {
  const { toast } = useToast();
  return useCallback(
    async (action: () => Promise<unknown>, success: string, failure: string): Promise<boolean> => {
      try {
        await action();
        toast({ title: 'Success', description: success });
        return true;
      } catch (error) {
        toast(failureToast(error, failure));
        return false;
      }
    },
    [toast, failureToast],
  );
}
