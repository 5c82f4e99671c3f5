import { DomainError } from '@core/errors';
import { logins } from '../../metrics/metrics';

/**
 * Counts how a sign-in ended under innkeep_logins_total: ok when a session opened (with the password, or with
 * the two-factor code after it), throttled when the attempt limit refused it (429), refused for any other
 * refusal (a wrong password or code, an expired step, a sign-in turned off, an unverified email). A password
 * step that leads on to the code has not ended yet; a failure of the server's own is no sign-in result.
 */
export async function countingSignIn<T>(step: () => Promise<T>, opensSession: (result: T) => boolean): Promise<T> {
  try {
    const result = await step();
    if (opensSession(result)) logins.inc({ result: 'ok' });
    return result;
  } catch (error) {
    if (error instanceof DomainError) logins.inc({ result: error.code === 'RATE_LIMITED' ? 'throttled' : 'refused' });
    throw error;
  }
}
