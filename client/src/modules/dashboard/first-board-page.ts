import type { ApolloClient } from '@apollo/client';
import { startFirstScreenRead, takeFirstScreenRead } from '../../app/first-screen-reads';
import type { AvailabilityBoardQuery as BoardAnswer } from '../../gql/graphql';
import { AvailabilityBoardQuery } from './graphql/availability-board-query';
import { DashboardSettingsQuery } from './graphql/dashboard-settings-query';

/** Rooms per read: a few screens of rows, so a scroll lands on a page already read or one small request away. */
export const BOARD_PAGE_ROWS = 100;
/** The nights the board opens with. */
export const FIRST_BOARD_WINDOW_DAYS = 14;
/** The board's timezone when the hotel has none set (core/timezones DEFAULT_TIMEZONE). */
const FALLBACK_TIMEZONE = 'America/New_York';

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
 * Start-up on /hotel: the dashboard's settings (they say which day is today) asked at once, beside the session
 * check, and as soon as they answer the board's first read (totals and its first rows) for the window it
 * opens with. Without the luxon of core/stay-dates (kept out of the start-up code). No read goes out on a
 * guess of the hotel's today (this browser's own): when the browser's zone is another day than the hotel's,
 * as at a desk abroad or overnight, that read was wasted and the board asked its first page twice.
 */
export function startFirstBoardPage(client: ApolloClient): void {
  const window = client.query({ query: DashboardSettingsQuery }).then(({ data }) => {
    const zone = data?.settings.find((setting) => setting.key === 'timezone')?.value;
    const from = todayIn(zone) ?? todayIn(FALLBACK_TIMEZONE);
    if (!from) throw new Error('No today');
    return windowFrom(from);
  });
  window.catch(() => undefined);
  // The key is known only once the settings answer; until then the page finds the read by its promise.
  startFirstScreenRead(BOARD_WINDOW_KEY, () => window);
  void window.then((first) => startFirstScreenRead(firstPageKey(first), () => readBoardPage(client, first, 0, true)));
}

const windowFrom = (from: string) => ({ from, to: plusDays(from, FIRST_BOARD_WINDOW_DAYS) });

const BOARD_WINDOW_KEY = 'board:window';

/**
 * The board's first read for `window` started at start-up, if it was (once): waits for the settings that
 * decide its window when they are still on their way.
 */
export async function takeFirstBoardPage(window: { from: string; to: string }): Promise<BoardAnswer | undefined> {
  const started = takeFirstScreenRead<{ from: string; to: string }>(BOARD_WINDOW_KEY);
  if (started) await started.catch(() => undefined);
  return takeFirstScreenRead<BoardAnswer>(firstPageKey(window));
}

function todayIn(zone: string | undefined): string | null {
  if (!zone) return null;
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date())
      .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
    return `${parts.year}-${parts.month}-${parts.day}`;
  } catch {
    return null;
  }
}

function plusDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}
