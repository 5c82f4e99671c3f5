import { createContext } from 'react';
import type { SessionAccountFieldsFragment } from '../gql/graphql';

/** The signed-in hotel account, and in `user` the person signed in with their role (issue 15). */
export type Account = SessionAccountFieldsFragment;

/** Spec 4: unknown while the first account call runs, then signed in or not. */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthContextValue {
  account: Account | null;
  status: AuthStatus;
  /**
   * After a sign-in: the previous account's cache is dropped, then the signed-in hotel and person are read
   * from the server. Resolves with them (null if the session did not take).
   */
  startSession: () => Promise<Account | null>;
  /** Signs out on the server if it can, then clears the account and goes to /login regardless. */
  logout: () => Promise<void>;
  refetchAccount: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
