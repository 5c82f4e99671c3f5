import { useCallback, useRef } from 'react';

/**
 * A function whose identity never changes but which always runs the latest `fn`. The grids take their
 * callbacks this way: a new function would make the Handsontable wrapper push all settings again.
 */
export function useStableCallback<Args extends unknown[], Result>(fn: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(fn);
  latest.current = fn;
  return useCallback((...args: Args) => latest.current(...args), []);
}
