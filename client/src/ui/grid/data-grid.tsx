import { HotTable, type HotTableProps, type HotTableRef } from '@handsontable/react-wrapper';
import type Handsontable from 'handsontable';
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type FocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type Ref,
} from 'react';
import { doubleClickGuard } from './double-click-guard';
import { gridExitKeys, takeKeysBack } from './grid-exit-keys';
import { GRID_THEME, handsontableLicenceKey } from './handsontable-setup';
import './data-grid.css';

/**
 * What every grid of the app shares. The accessibility options of Handsontable 18: ARIA roles and
 * labels on the cells (ariaTags), headers reachable with the arrow keys so that a screen reader can read
 * them (navigableHeaders), and Tab moving between cells inside the grid (tabNavigation).
 */
const GRID_DEFAULTS = {
  themeName: GRID_THEME,
  rowHeaders: false,
  width: '100%',
  stretchH: 'all',
  autoWrapRow: true,
  autoWrapCol: true,
  ariaTags: true,
  navigableHeaders: true,
  tabNavigation: true,
  // Off unless a grid turns it on: a fill writes many records at once, so it must go through a batch.
  fillHandle: false,
} as const satisfies HotTableProps;

export interface DataGridProps extends HotTableProps {
  ref?: Ref<HotTableRef>;
  /**
   * The name of the group around the grid, which Escape gives the focus to (so that Tab moves on past the
   * grid): what a screen reader says there ("Booking entry").
   */
  groupLabel?: string;
  /**
   * The screen gives a new `data` array whenever its rows change (it never changes rows in place and expects a
   * render of the screen to show them): the grid loads `data` only when it is a new array. Otherwise the
   * wrapper hands `data` to updateSettings on every render of the screen, which reloads and redraws every row
   * (a 10,000-row grid did so when its column titles arrived, just before the clerk's first click).
   */
  dataByReference?: boolean;
}

/**
 * Gaps in Handsontable's ARIA, mended after each render: its scrolling holder is role="presentation" with
 * tabindex="-1", which hides the rows from the treegrid (axe: aria-required-children; nothing focuses the
 * holder, the cells take focus); its cell editor is a textarea without a name; and the closed editor (an
 * autocomplete one says combobox, expanded false) stays in the tree, where a treegrid may own rows only. While
 * closed it is hidden from assistive technology (focus is on the cell then); it is shown again as it opens.
 */
const CLOSED_EDITOR = '.handsontableInputHolder.ht_editor_hidden';

function mendGridAria(this: Handsontable): void {
  const root = this.rootElement;
  root.querySelector('.ht_master > .wtHolder')?.removeAttribute('tabindex');
  for (const editor of root.querySelectorAll('textarea.handsontableInput:not([aria-label])')) {
    editor.setAttribute('aria-label', 'Cell editor');
  }
  for (const holder of root.querySelectorAll(CLOSED_EDITOR)) holder.setAttribute('aria-hidden', 'true');
}

function showOpenEditor(this: Handsontable): void {
  for (const holder of this.rootElement.querySelectorAll('.handsontableInputHolder[aria-hidden]')) {
    holder.removeAttribute('aria-hidden');
  }
}

/** A Handsontable grid with the app's shared settings; a screen passes its columns and what differs. */
export function DataGrid({
  ref,
  groupLabel,
  afterRender,
  afterBeginEditing,
  afterSelectionEnd,
  beforeBeginEditing,
  beforeKeyDown,
  beforeOnCellMouseDown,
  dataByReference = false,
  data,
  ...props
}: DataGridProps) {
  // The data of the last committed render (not of a render React may throw away, as StrictMode's second one).
  const committedData = useRef<HotTableProps['data']>(undefined);
  const hotRef = useRef<HotTableRef | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    committedData.current = data;
  });
  const dataProp = dataByReference && committedData.current !== undefined && data === committedData.current ? {} : { data };
  // The wrapper's hooks keep their identity between renders: a new function would make the Handsontable
  // wrapper apply its settings again, and so draw the whole grid again, on every render of the screen.
  const screen = { afterRender, afterBeginEditing, afterSelectionEnd, beforeBeginEditing, beforeKeyDown, beforeOnCellMouseDown };
  const latest = useRef(screen);
  latest.current = screen;
  const exits = useMemo(() => gridExitKeys(() => containerRef.current), []);
  const hooks = useMemo(() => {
    const guard = doubleClickGuard();
    const keyDown: NonNullable<HotTableProps['beforeKeyDown']> = function (this: Handsontable, event) {
      guard.onKey();
      const result = latest.current.beforeKeyDown?.call(this, event);
      // The screen's own keys first (an Actions cell's Enter); then the ways out of the grid.
      if (!event.defaultPrevented) exits.beforeKeyDown(this, event);
      return result;
    };
    const documentKeyDown: HotTableProps['afterDocumentKeyDown'] = function (this: Handsontable, event) {
      exits.afterKeyDown(this, event);
    };
    // Tab into the grid lands on a cell, not on a column header (which the arrow keys still reach).
    const tabIn: HotTableProps['modifyFocusOnTabNavigation'] = function (this: Handsontable, _from, coords) {
      if (this.countRows() > 0 && coords.row !== null && coords.row < 0) coords.row = 0;
      if (this.countCols() > 0 && coords.col !== null && coords.col < 0) coords.col = 0;
    };
    const mouseDown: NonNullable<HotTableProps['beforeOnCellMouseDown']> = function (this: Handsontable, ...args) {
      guard.onMouseDown();
      return latest.current.beforeOnCellMouseDown?.apply(this, args);
    };
    const beforeEditing: NonNullable<HotTableProps['beforeBeginEditing']> = function (this: Handsontable, ...args) {
      // Only Handsontable's double-click opens an editor with a mouse event.
      const event = args[3];
      if (event instanceof MouseEvent && !guard.allowsDoubleClick(event.detail)) return false;
      return latest.current.beforeBeginEditing?.apply(this, args);
    };
    const render: HotTableProps['afterRender'] = function (this: Handsontable, isForced) {
      mendGridAria.call(this);
      latest.current.afterRender?.call(this, isForced);
    };
    // A selection made without a render (the entry row takes the keyboard back so) prepares its editor after
    // the last render: mend once that selection is done.
    const selectionEnd: HotTableProps['afterSelectionEnd'] = function (this: Handsontable, ...args) {
      queueMicrotask(() => mendGridAria.call(this));
      latest.current.afterSelectionEnd?.apply(this, args);
    };
    const beginEditing: HotTableProps['afterBeginEditing'] = function (this: Handsontable, row, column) {
      showOpenEditor.call(this);
      latest.current.afterBeginEditing?.call(this, row, column);
    };
    return {
      afterRender: render,
      afterSelectionEnd: selectionEnd,
      afterBeginEditing: beginEditing,
      beforeKeyDown: keyDown,
      afterDocumentKeyDown: documentKeyDown,
      modifyFocusOnTabNavigation: tabIn,
      beforeOnCellMouseDown: mouseDown,
      beforeBeginEditing: beforeEditing,
    };
  }, []);
  // The grid is the screen's (its ref) and the kit's (the ways out of it).
  const setRef = useCallback(
    (instance: HotTableRef | null) => {
      hotRef.current = instance;
      if (typeof ref === 'function') ref(instance);
      else if (ref) ref.current = instance;
    },
    [ref],
  );
  const hot = () => hotRef.current?.hotInstance ?? null;
  // Escape left the grid for this group: Tab and F6 move on past the grid, Enter goes back in.
  const onContainerKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const instance = hot();
    if (instance && event.target === event.currentTarget) exits.containerKeyDown(instance, event.nativeEvent);
  };
  // The focus given back to a cell (a dialog opened from the grid has closed): the grid takes the keys again.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const instance = hot();
    const target = event.target as Element;
    if (instance && !instance.isListening() && target.matches('td, th') && instance.rootElement.contains(target)) {
      takeKeysBack(instance, false);
    }
  };
  return (
    <div
      ref={containerRef}
      className="data-grid"
      role={groupLabel ? 'group' : undefined}
      aria-label={groupLabel}
      tabIndex={-1}
      onKeyDown={onContainerKeyDown}
      onFocus={onFocus}
    >
      <HotTable ref={setRef} licenseKey={handsontableLicenceKey()} {...GRID_DEFAULTS} {...dataProp} {...props} {...hooks} />
    </div>
  );
}
