import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LogoutMutation } from '../modules/auth/graphql/logout-mutation';
import { MeQuery } from '../modules/auth/graphql/me-query';
import { AuthContext, type Account, type AuthContextValue, type AuthStatus } from './auth-context';
import { clearToasts } from '../ui/toast';

/** Spec 7 and 9: the account call is polled every 30 s and refetched on focus once older than 10 s. */
export const ACCOUNT_POLL_INTERVAL_MS = 30_000;
export const ACCOUNT_FRESH_MS = 10_000;

export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logoutOnServer] = useMutation(LogoutMutation);
  const { data, previousData, error, refetch } = useQuery(MeQuery, {
    pollInterval: ACCOUNT_POLL_INTERVAL_MS,
    skipPollAttempt: () => document.hidden,
    notifyOnNetworkStatusChange: false,
  });
  const lastFetchedAt = useRef(Date.now());

  useEffect(() => {
    const refetchIfStale = () => {
      if (document.hidden || Date.now() - lastFetchedAt.current < ACCOUNT_FRESH_MS) return;
      lastFetchedAt.current = Date.now();
      refetch().catch(() => undefined);
    };
    window.addEventListener('focus', refetchIfStale);
    document.addEventListener('visibilitychange', refetchIfStale);
    return () => {
      window.removeEventListener('focus', refetchIfStale);
      document.removeEventListener('visibilitychange', refetchIfStale);
    };
  }, [refetch]);

  // A failed poll (server briefly unreachable) keeps the last known account rather than signing out.
  const account: Account | null | undefined = data ? data.me : error ? (previousData?.me ?? null) : undefined;
  const status: AuthStatus = account === undefined ? 'loading' : account ? 'authenticated' : 'unauthenticated';

  /**
   * Sign-in and sign-out start a new account's session in the same tab: nothing cached for the previous
   * account (its queries, its header, its tabs) may show. The store is cleared and the account read from the
   * server (after a clearStore a cache write alone does not reach the active account query, so without the
   * refetch the previous account's header stayed); a sign-out writes "nobody" first so that no screen waits
   * for that answer. The previous account's toasts go too ("Welcome back, Administrator." stayed on the
   * hotel's screen).
   */
  const startAccountSession = useCallback(
    async (signedOut: boolean): Promise<Account | null> => {
      clearToasts();
      await client.clearStore();
      if (signedOut) client.writeQuery({ query: MeQuery, data: { me: null } });
      lastFetchedAt.current = Date.now();
      const result = await refetch().catch(() => undefined);
      return result?.data?.me ?? null;
    },
    [client, refetch],
  );

  const startSession = useCallback(() => startAccountSession(false), [startAccountSession]);

  const logout = useCallback(async () => {
    try {
      await logoutOnServer();
    } catch (logoutError) {
      console.error('Logout failed on the server; signing out here anyway.', logoutError);
    }
    await startAccountSession(true);
    navigate('/login');
  }, [logoutOnServer, navigate, startAccountSession]);

  const refetchAccount = useCallback(async () => {
    lastFetchedAt.current = Date.now();
    await refetch();
  }, [refetch]);

  const value = useMemo<AuthContextValue>(
    () => ({ account: account ?? null, status, startSession, logout, refetchAccount }),
    [account, status, startSession, logout, refetchAccount],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
