import { describe, expect, it } from 'vitest';
import { doubleClickGuard } from './double-click-guard';

describe('doubleClickGuard', () => {
  it('lets a double-click open the editor: two clicks with nothing typed between, counted 2 by the browser', () => {
    const guard = doubleClickGuard();
    guard.onMouseDown();
    guard.onMouseDown();
    expect(guard.allowsDoubleClick(2)).toBe(true);
  });

  it('refuses two single clicks the browser counts apart (click count 1)', () => {
    const guard = doubleClickGuard();
    guard.onMouseDown();
    guard.onMouseDown();
    expect(guard.allowsDoubleClick(1)).toBe(false);
  });

  it('refuses a click, typing, Enter and a click again, even when the browser counts 2', () => {
    const guard = doubleClickGuard();
    guard.onMouseDown();
    for (let key = 0; key < 3; key += 1) guard.onKey();
    guard.onMouseDown();
    expect(guard.allowsDoubleClick(2)).toBe(false);
    // The next double-click, with nothing typed, opens it again.
    guard.onMouseDown();
    expect(guard.allowsDoubleClick(2)).toBe(true);
  });

  it("leaves a script's event (click count 0) to Handsontable's own rule", () => {
    const guard = doubleClickGuard();
    guard.onMouseDown();
    guard.onMouseDown();
    expect(guard.allowsDoubleClick(0)).toBe(true);
  });
});
