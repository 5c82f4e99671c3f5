import type { ApolloClient } from '@apollo/client';
import { startFirstScreenRead, takeFirstScreenRead } from '../../app/first-screen-reads';
import type { AvailabilityBoardQuery as BoardAnswer } from '../../gql/graphql';
import { AvailabilityBoardQuery } from './graphql/availability-board-query';
import { AvailabilityBoardOpeningQuery } from './graphql/availability-board-opening-query';
import { DashboardSettingsQuery } from './graphql/dashboard-settings-query';

/** Rooms per read: a few screens of rows, so a scroll lands on a page already read or one small request away. */
export const BOARD_PAGE_ROWS = 100;
/** The nights the board opens with. */
export const FIRST_BOARD_WINDOW_DAYS = 14;

/** A slice of the board (the rooms from `offset`), with the totals when asked, outside Apollo's cache. */
export async function readBoardPage(
  client: ApolloClient,
  window: { from: string; to: string },
  offset: number,
  withTotals: boolean,
): Promise<BoardAnswer> {
  const { data } = await client.query({
    query: AvailabilityBoardQuery,
    variables: { ...window, offset, limit: BOARD_PAGE_ROWS, withTotals },
    fetchPolicy: 'no-cache',
  });
  if (!data) throw new Error('Failed to load room availability');
  return data;
}

const firstPageKey = (window: { from: string; to: string }) => `board:${window.from}:${window.to}`;

/**
 * Start-up on /hotel: the board's first read (its window from the hotel's today, which the server knows, the
 * totals and the first rows) asked at once, beside the session check and the dashboard's settings, not after
 * the settings: they said which day is today, a round trip before the rows could be asked. The page, once
 * its settings say which day is today on this browser's clock, takes the read if it is for the same window
 * (else it reads its own: a clock on another day than the server's).
 */
export function startFirstBoardPage(client: ApolloClient): void {
  // The page's subtitle and today; in Apollo's cache by the time the page asks.
  void client.query({ query: DashboardSettingsQuery }).catch(() => undefined);
  const opening = client
    .query({
      query: AvailabilityBoardOpeningQuery,
      variables: { days: FIRST_BOARD_WINDOW_DAYS, limit: BOARD_PAGE_ROWS },
      fetchPolicy: 'no-cache',
    })
    .then(({ data }) => {
      if (!data) throw new Error('Failed to load room availability');
      return data.availabilityBoardOpening;
    });
  const window = opening.then(({ from, to }) => ({ from, to }));
  window.catch(() => undefined);
  // The key is known only once the read answers; until then the page finds it by its promise.
  startFirstScreenRead(BOARD_WINDOW_KEY, () => window);
  window.then(
    (first) =>
      startFirstScreenRead(firstPageKey(first), () =>
        opening.then(({ totals, rooms }): BoardAnswer => ({ availabilityBoardTotals: totals, availabilityBoard: rooms })),
      ),
    () => undefined,
  );
}

const BOARD_WINDOW_KEY = 'board:window';

/**
 * The board's first read for `window` started at start-up, if it was (once): waits for it to say its window
 * when it is still on its way.
 */
export async function takeFirstBoardPage(window: { from: string; to: string }): Promise<BoardAnswer | undefined> {
  const started = takeFirstScreenRead<{ from: string; to: string }>(BOARD_WINDOW_KEY);
  if (started) await started.catch(() => undefined);
  return takeFirstScreenRead<BoardAnswer>(firstPageKey(window));
}
