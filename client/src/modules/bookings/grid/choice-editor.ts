import type Handsontable from 'handsontable/base';
import { DropdownEditor } from 'handsontable/editors/dropdownEditor';
import type { RoomChoices } from './room-picker';

/** On the grid's root while a choice list is open: the list may hang out of the grid (bookings.css). */
export const CHOICE_OPEN_CLASS = 'entry-choice-open';

/** The choice a typed text names ("102" -> "102 – Standard", "w" -> "Weekly"), or null. */
export type ChoiceMatcher = (typed: string) => string | null;

export interface ChoiceCellSettings {
  matchChoice?: ChoiceMatcher;
  /** The choices of this row as the list opens (the room picker's order and notes); else the column's source. */
  choicesOf?: (row: number) => RoomChoices;
}

/** A list whose choices carry notes ("203 – Queen — taken: Garcia, Ana 12/14–12/18") is this wide at least, px. */
const NOTED_LIST_WIDTH = 380;

/**
 * A dropdown for fast typists: Handsontable highlights the best match only after it has re-filtered the
 * list, so "102" typed quickly and followed by Tab could save the choice highlighted a moment earlier
 * ("101 – Standard"). When the last thing the clerk did was type, the typed text decides; after the arrow
 * keys, the highlighted choice does. It also leaves the keyboard where the clerk went next (see focus).
 */
export class ChoiceEditor extends DropdownEditor {
  private lastAction: 'typed' | 'arrow' | null = null;
  private noteOf: RoomChoices['noteOf'] = null;

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
    this.takeChoices();
    this.hot.rootElement.classList.add(CHOICE_OPEN_CLASS);
    super.open();
    this.showNotes();
  }

  /**
   * The row's choices came after the list opened (the room picker's answer): shown, unless the clerk has
   * typed or moved in the list meanwhile, which a reordered list would undo under their hands.
   */
  refreshChoices() {
    if (!this.isOpened() || this.lastAction !== null) return;
    this.takeChoices();
    this.showNotes();
    this.queryChoices(String(this.TEXTAREA.value ?? ''));
  }

  private takeChoices() {
    const choices = this.row === null ? undefined : (this.cellProperties as ChoiceCellSettings).choicesOf?.(this.row);
    this.noteOf = choices?.noteOf ?? null;
    if (choices) this.cellProperties.source = choices.source;
  }

  /** Each noted choice shows its note after its label, in a list wide enough to read it (the value stays the label). */
  private showNotes() {
    const noteOf = this.noteOf;
    if (!noteOf || !this.htEditor) return;
    const base = this.htEditor.getSettings().renderer as Handsontable.renderers.BaseRenderer;
    const renderer: Handsontable.renderers.BaseRenderer = (instance, td, row, col, prop, value, cellProperties) => {
      base(instance, td, row, col, prop, value, cellProperties);
      const note = noteOf(String(value ?? ''));
      td.classList.toggle('choice-noted', Boolean(note));
      if (!note) return td.removeAttribute('title');
      const span = instance.rootDocument.createElement('span');
      span.className = 'choice-note';
      span.textContent = ` — ${note}`;
      td.appendChild(span);
      td.title = `${String(value)} — ${note}`;
    };
    this.htEditor.updateSettings({ colWidths: [Math.max(this.TEXTAREA.offsetWidth - 2, NOTED_LIST_WIDTH)], renderer });
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
