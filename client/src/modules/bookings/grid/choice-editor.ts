import { DropdownEditor } from 'handsontable/editors/dropdownEditor';

/** On the grid's root while a choice list is open: the list may hang out of the grid (bookings.css). */
export const CHOICE_OPEN_CLASS = 'entry-choice-open';

/** The choice a typed text names ("102" -> "102 – Standard", "w" -> "Weekly"), or null. */
export type ChoiceMatcher = (typed: string) => string | null;

export interface ChoiceCellSettings {
  matchChoice?: ChoiceMatcher;
}

/**
 * A dropdown for fast typists: Handsontable highlights the best match only after it has re-filtered the
 * list, so "102" typed quickly and followed by Tab could save the choice highlighted a moment earlier
 * ("101 – Standard"). When the last thing the clerk did was type, the typed text decides; after the arrow
 * keys, the highlighted choice does. It also leaves the keyboard where the clerk went next (see focus).
 */
export class ChoiceEditor extends DropdownEditor {
  private lastAction: 'typed' | 'arrow' | null = null;

  static override get EDITOR_TYPE() {
    return 'bookingChoice';
  }

  override createElements() {
    super.createElements();
    this.TEXTAREA.addEventListener('input', () => {
      this.lastAction = 'typed';
    });
    this.TEXTAREA.addEventListener('keydown', (event: Event) => {
      const key = (event as KeyboardEvent).key;
      if (key === 'ArrowDown' || key === 'ArrowUp') this.lastAction = 'arrow';
    });
  }

  /*
   * Handsontable refreshes an autocomplete's list (and puts the caret, so the focus, in its input) on timers:
   * after opening, after each key, 100 ms after the list scrolls, even when the editor has closed meanwhile.
   * A fast typist is by then in the next cell, whose keystrokes would land here. Closed, it stays still.
   */
  override focus() {
    if (this.isOpened()) super.focus();
  }

  override queryChoices(query: string) {
    if (this.isOpened()) super.queryChoices(query);
  }

  override updateChoicesList(choicesList: Parameters<DropdownEditor['updateChoicesList']>[0]) {
    if (this.isOpened()) super.updateChoicesList(choicesList);
  }

  /*
   * Handsontable sizes and flips the list within the grid's own height and clips its root (overflow: clip
   * once the grid has a height). The entry grid is one row high, so its list showed one choice. While the
   * list is open the root lets it hang out of the grid (entry-choice-open in bookings.css), and the room it
   * has is measured in the window, as for any dropdown on the page.
   */
  override open() {
    this.lastAction = null;
    this.hot.rootElement.classList.add(CHOICE_OPEN_CLASS);
    super.open();
  }

  override close() {
    super.close();
    this.hot.rootElement.classList.remove(CHOICE_OPEN_CLASS);
  }

  override flipDropdownVerticallyIfNeeded() {
    const cell = this.TD?.getBoundingClientRect();
    if (!cell) return super.flipDropdownVerticallyIfNeeded();
    const spaceAbove = Math.max(cell.top, 0);
    const spaceBelow = Math.max(this.hot.rootDocument.documentElement.clientHeight - cell.bottom, 0);
    const isFlipped = this.getDropdownHeight() > spaceBelow && spaceAbove > spaceBelow + cell.height;
    if (isFlipped) this.flipDropdownVertically();
    else this.unflipDropdownVertically();
    this.limitDropdownIfNeeded(isFlipped ? spaceAbove : spaceBelow);
    return { isFlipped, spaceAbove, spaceBelow };
  }

  override finishEditing(restoreOriginalValue?: boolean, ctrlDown?: boolean, callback?: () => void) {
    if (!restoreOriginalValue && this.isOpened() && this.lastAction === 'typed') {
      const typed = String(this.TEXTAREA.value ?? '').trim();
      const match = typed ? (this.cellProperties as ChoiceCellSettings).matchChoice?.(typed) : null;
      const highlighted = this.htEditor?.getSelectedActive() ? String(this.htEditor.getValue() ?? '') : '';
      if (match && match !== highlighted) {
        this.htEditor?.deselectCell();
        this.setValue(match);
      }
    }
    super.finishEditing(restoreOriginalValue, ctrlDown, callback);
  }
}
