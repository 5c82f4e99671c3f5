/** What a clerk can reach with Tab (elements whose tabindex is negative are left out below). */
const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex], [contenteditable="true"]';

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  if (element.closest('[inert], [hidden], [aria-hidden="true"]')) return false;
  // Not drawn (display: none, or inside something that is not): no box at all.
  if (element.getClientRects().length === 0) return false;
  return getComputedStyle(element).visibility !== 'hidden';
}

/**
 * The element Tab (direction 1) or Shift+Tab (-1) reaches from `from` when everything inside it is skipped: the
 * next tabbable element after it in the page's order, or the last one before it. Null when there is none.
 */
function tabbableBeyond(from: Element, direction: 1 | -1): HTMLElement | null {
  // A modal dialog keeps the keys inside it: the search stays there.
  const scope = from.closest('dialog[open]') ?? from.ownerDocument;
  const candidates = Array.from(scope.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !from.contains(element) && !element.contains(from) && isTabbable(element),
  );
  const after = (element: HTMLElement) => Boolean(from.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
  return direction > 0 ? (candidates.find(after) ?? null) : (candidates.findLast((element) => !after(element)) ?? null);
}

/**
 * Moves the focus out of `from` as Tab or Shift+Tab would past its last or before its first element. With
 * nothing beyond, the focus leaves the page's content (the browser's next Tab starts from its top).
 */
export function focusBeyond(from: Element, direction: 1 | -1): void {
  const target = tabbableBeyond(from, direction);
  if (target) {
    target.focus();
    return;
  }
  const focused = from.ownerDocument.activeElement;
  if (focused instanceof HTMLElement) focused.blur();
}
