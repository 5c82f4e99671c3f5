import { useRef } from 'react';

/**
 * A ref that holds what this render was given. Handsontable's hooks are set up once and read the props
 * through it, so a later render's callbacks and settings are the ones they use.
 */
export function useLatest<T>(value: T) {
  const latest = useRef(value);
  latest.current = value;
  return latest;
}
