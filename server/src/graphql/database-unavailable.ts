import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_CODE,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/database-unavailable';
import { referenceOf, reportServerError } from '../logging/server-error';

const retryAfter = () => new HeaderMap([['retry-after', String(DATABASE_RETRY_AFTER_SECONDS)]]);

/**
 * /graphql answers like /api when the database is unreachable: 503 with Retry-After. formatGraphqlError
 * gives such an error its code and sentence; this plugin gives the response its status.
 */
export const databaseUnavailablePlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        if (!response.body.singleResult.errors?.some((error) => error.extensions?.code === DATABASE_UNAVAILABLE_CODE)) return;
        response.http.status = 503;
        for (const [name, value] of retryAfter()) response.http.headers.set(name, value);
      },
    };
  },
};

/** The request context could not be made (the session is read from the database): the same 503. */
export async function contextOrUnavailable<T>(makeContext: () => Promise<T>): Promise<T> {
  try {
    return await makeContext();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    const reference = referenceOf(reportServerError(error));
    throw new GraphQLError(DATABASE_UNAVAILABLE_MESSAGE, {
      extensions: { code: DATABASE_UNAVAILABLE_CODE, ...reference, http: { status: 503, headers: retryAfter() } },
    });
  }
}
