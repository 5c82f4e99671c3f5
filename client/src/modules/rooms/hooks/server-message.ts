import { serverErrorCode, serverErrorMessage } from '../../../app/graphql-error';

/** The server's sentence for a refusal it explains (conflict, limit, validation); undefined for a crash or a lost network. */
export function refusalMessage(error: unknown): string | undefined {
  const code = serverErrorCode(error);
  return code && code !== 'INTERNAL_SERVER_ERROR' ? serverErrorMessage(error) : undefined;
}
