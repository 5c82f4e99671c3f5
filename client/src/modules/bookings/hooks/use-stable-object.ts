import { useLayoutEffect, useRef } from 'react';

const sameValues = (a: object, b: object) => {
  const keys = Object.keys(b) as (keyof typeof b)[];
  return keys.length === Object.keys(a).length && keys.every((key) => Object.is(a[key], b[key]));
};

/**
 * The object the screen last showed while every one of its values is the same (Object.is), else this one:
 * settings handed to Handsontable keep their identity until one of them changes, without listing them twice.
 * Kept once committed, so that a render React throws away cannot change the identity.
 */
export function useStableObject<T extends object>(next: T): T {
  const committed = useRef(next);
  const result = sameValues(committed.current, next) ? committed.current : next;
  useLayoutEffect(() => {
    committed.current = result;
  });
  return result;
}
