import type { HotTableRef } from '@handsontable/react-wrapper';
import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { BOOKING_ID_ATTRIBUTE, segmentAtCell, STRETCH_HANDLE_CLASS, type BoardModel } from '../grid/board-columns';
import { proposalFor, type BoardGesture, type BoardProposal } from '../grid/board-drag';

const PREVIEW_CLASS = 'board-drop-preview';
const DRAGGING_CLASS = 'is-dragging';

interface Cell {
  row: number;
  col: number;
}

/**
 * The board's cell under a point, found by the rows' and cells' boxes rather than by the element hit: a bar
 * lies over the nights after its first, so the element under the pointer would always be its first night.
 */
function cellAt(hotRef: RefObject<HotTableRef | null>, x: number, y: number): Cell | null {
  const hot = hotRef.current?.hotInstance;
  const body = hot?.rootElement.querySelector('.ht_master tbody');
  if (!hot || !body) return null;
  for (const tr of Array.from((body as HTMLTableSectionElement).rows)) {
    const rowBox = tr.getBoundingClientRect();
    if (y < rowBox.top || y >= rowBox.bottom) continue;
    for (const td of Array.from(tr.cells)) {
      const box = td.getBoundingClientRect();
      if (x < box.left || x >= box.right) continue;
      const coords = hot.getCoords(td);
      return coords && coords.row !== null && coords.col !== null ? { row: coords.row, col: coords.col } : null;
    }
  }
  return null;
}

/**
 * Pointer gestures on the availability board: press on empty nights and drag (or just click) to start a
 * booking there; drag a stay's bar to another room or other dates; drag its right edge to change its nights.
 * The nights a release would take are highlighted while dragging; nothing moves until the server agrees.
 */
export function useBoardDrag(
  hotRef: RefObject<HotTableRef | null>,
  model: BoardModel,
  onRelease: (proposal: BoardProposal) => void,
) {
  const latest = useRef({ model, onRelease });
  latest.current = { model, onRelease };
  // A drag ends with a click on the bar it began on: that click must not open the booking.
  const dragged = useRef(false);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  /**
   * Draws where the release would put the stay, as one box over its nights (and over any bar in the way). It
   * is an element of its own over the grid: the grid repaints its cells as the pointer moves.
   */
  const paint = (root: HTMLElement, proposal: BoardProposal | null) => {
    const hot = hotRef.current?.hotInstance;
    let box = root.querySelector<HTMLElement>(`.${PREVIEW_CLASS}`);
    const from = proposal ? Math.max(1, proposal.first) : 0;
    const to = proposal ? Math.min(latest.current.model.days.length, proposal.last) : 0;
    const first = proposal && from <= to ? hot?.getCell(proposal.row, from) : null;
    const last = proposal && from <= to ? hot?.getCell(proposal.row, to) : null;
    if (!first || !last) {
      box?.remove();
      return;
    }
    if (!box) {
      box = document.createElement('div');
      box.className = PREVIEW_CLASS;
      box.setAttribute('aria-hidden', 'true');
      root.append(box);
    }
    const origin = root.getBoundingClientRect();
    const start = first.getBoundingClientRect();
    const stop = last.getBoundingClientRect();
    Object.assign(box.style, {
      left: `${start.left - origin.left}px`,
      top: `${start.top - origin.top}px`,
      width: `${stop.right - start.left}px`,
      height: `${start.height}px`,
    });
  };

  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    dragged.current = false;
    if (event.button !== 0) return;
    const target = event.target as Element;
    const cell = cellAt(hotRef, event.clientX, event.clientY);
    if (!cell || cell.col < 1) return;
    const { model: current } = latest.current;
    const barId = Number(target.closest(`[${BOOKING_ID_ATTRIBUTE}]`)?.getAttribute(BOOKING_ID_ATTRIBUTE));
    const segment = segmentAtCell(current, cell.row, cell.col);
    let gesture: BoardGesture | null = null;
    if (barId && segment?.booking.id === barId) {
      gesture = target.closest(`.${STRETCH_HANDLE_CLASS}`)
        ? { kind: 'stretch', booking: segment.booking, row: cell.row }
        : { kind: 'move', booking: segment.booking, row: cell.row, col: cell.col };
    } else if (!barId) {
      gesture = { kind: 'new', row: cell.row, col: cell.col };
    }
    if (!gesture) return;
    // A click on an empty night is a one-night booking; a bar needs a drag (its click opens it).
    let proposal = gesture.kind === 'new' ? proposalFor(current, gesture, cell.row, cell.col) : null;
    if (gesture.kind === 'new' && !proposal) return;
    const root = event.currentTarget;
    root.classList.add(DRAGGING_CLASS);
    paint(root, proposal);

    const onMove = (move: globalThis.MouseEvent) => {
      const over = cellAt(hotRef, move.clientX, move.clientY);
      if (!over || over.col < 1) return;
      const next = proposalFor(latest.current.model, gesture, over.row, over.col);
      if (next && (over.row !== cell.row || over.col !== cell.col)) dragged.current = true;
      proposal = next;
      paint(root, proposal);
      move.preventDefault();
    };
    const end = () => {
      window.removeEventListener('mousemove', onMove);
      window.removeEventListener('mouseup', onUp);
      root.classList.remove(DRAGGING_CLASS);
      paint(root, null);
      stop.current = null;
    };
    const onUp = () => {
      const released = proposal;
      end();
      if (released) latest.current.onRelease(released);
    };
    window.addEventListener('mousemove', onMove);
    window.addEventListener('mouseup', onUp);
    stop.current = end;
  };

  return {
    onMouseDown,
    /** True once for the click that ends a drag (the caller then does not open the bar). */
    takeDrag: () => {
      const was = dragged.current;
      dragged.current = false;
      return was;
    },
  };
}
