import { createContext } from 'react';
import type { HotelAccountFieldsFragment } from '../gql/graphql';

/** The signed-in hotel account. */
export type Account = HotelAccountFieldsFragment;

/** Spec 4: unknown while the first account call runs, then signed in or not. */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthContextValue {
  account: Account | null;
  status: AuthStatus;
  /** Login starts the account's session: the previous account's cache is dropped, then this account is shown. */
  setAccount: (account: Account) => Promise<void>;
  /** Signs out on the server if it can, then clears the account and goes to /login regardless. */
  logout: () => Promise<void>;
  refetchAccount: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
