import { useApolloClient } from '@apollo/client/react';
import { addDays, type CalendarDate } from '@core/stay-dates';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readBoardPage, takeFirstBoardPage } from '../first-board-page';
import { BOARD_PAGE_ROWS, BoardStore } from '../grid/board-store';

/** Rows the grid draws, by index (first and last), or null before it exists. */
export type VisibleRows = () => readonly [number, number] | null;

/** Scrolling asks for the rows where the viewport comes to rest, not for every page it passes. */
const SCROLL_SETTLE_MS = 60;

/**
 * The availability board's rows, read from the server a page of rooms at a time: the first read of a window
 * (or after a change) brings the totals and the rows on screen in one request; `showRows` asks for the pages
 * the viewport reaches. While another window or a refresh is on its way, the board on screen stays (`store`
 * is the last complete one). `onPage` is called when a page lands in the store on screen (to repaint).
 */
export function useBoardPages(days: readonly CalendarDate[], today: CalendarDate, visibleRows: VisibleRows, onPage: () => void) {
  const client = useApolloClient();
  const from = days[0]!;
  const to = addDays(from, days.length);
  const [store, setStore] = useState<BoardStore | null>(null);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  /** The store of the current window once its first read answered (the one pages are added to). */
  const current = useRef<BoardStore | null>(null);
  const latest = useRef({ visibleRows, onPage });
  latest.current = { visibleRows, onPage };

  const read = useCallback(
    (offset: number, withTotals: boolean) => readBoardPage(client, { from, to }, offset, withTotals),
    [client, from, to],
  );

  const fetchPages = useCallback(
    (target: BoardStore, first: number, last: number) => {
      for (const page of target.missingPages(first, last)) {
        target.markLoading(page);
        read(page * BOARD_PAGE_ROWS, false).then(
          (data) => {
            target.put(page, data.availabilityBoard);
            if (current.current === target) latest.current.onPage();
          },
          () => target.markFailed(page),
        );
      }
    },
    [read],
  );

  // A new window (or a refresh): the totals and the page of the rows on screen first, then the rest on screen.
  useEffect(() => {
    let stale = false;
    // Pages still on their way belong to the board being replaced: they no longer repaint anything.
    current.current = null;
    const [first] = latest.current.visibleRows() ?? [0, 0];
    const page = Math.floor(first / BOARD_PAGE_ROWS);
    // The first page of the window /hotel opens with was asked at start-up, beside the session check.
    const started = page === 0 ? takeFirstBoardPage({ from, to }) : Promise.resolve(undefined);
    started
      .then((early) => early ?? read(page * BOARD_PAGE_ROWS, true))
      .then(
        (data) => {
          if (stale) return;
          const totals = data.availabilityBoardTotals ?? { rooms: 0, bookedNights: 0 };
          const next = new BoardStore(days, today, totals.rooms, totals.bookedNights);
          next.markLoading(page);
          next.put(page, data.availabilityBoard);
          current.current = next;
          setFailed(false);
          setStore(next);
          // The rest of the rows on screen now (the clerk may have scrolled while the first read was on its way).
          const [top, bottom] = latest.current.visibleRows() ?? [first, first];
          fetchPages(next, top, bottom);
        },
        () => {
          if (!stale) setFailed(true);
        },
      );
    return () => {
      stale = true;
    };
  }, [read, days, today, generation, fetchPages, from, to]);

  const settle = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(settle.current), []);
  /** The grid drew rows first..last: read the pages they need once scrolling rests. */
  const showRows = useCallback(
    (first: number, last: number) => {
      const target = current.current;
      if (!target || target.missingPages(first, last).length === 0) return;
      window.clearTimeout(settle.current);
      settle.current = window.setTimeout(() => {
        const rows = latest.current.visibleRows();
        if (rows && current.current === target) fetchPages(target, rows[0], rows[1]);
      }, SCROLL_SETTLE_MS);
    },
    [fetchPages],
  );

  /** After a stay changed: the totals and the rows on screen read again; rows off screen are read when seen. */
  const refresh = useCallback(() => setGeneration((value) => value + 1), []);

  const loading = !store && !failed;
  return { store, loading, failed, showRows, refresh };
}
