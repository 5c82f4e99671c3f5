import { GUEST_MATCH_MIN_CHARS } from '@core/guest-name';
import { TextEditor } from 'handsontable/editors/textEditor';

/** One match of the guest autocomplete. */
export interface GuestChoice {
  id: number;
  /** "Last, First", as the booking stores it. */
  name: string;
  email: string | null;
  vip: boolean;
}

/** What the Guest cell needs from the page: the server search; null when the hotel has no guest at all. */
export interface GuestLookup {
  search: (text: string) => Promise<GuestChoice[] | null>;
}

/** Called just before a picked guest's name is saved into the cell (the cell keeps only the name). */
export type GuestPicked = (visualRow: number, guest: GuestChoice) => void;

/** The Guest column's own settings, read by the editor from its cell properties. */
export interface GuestCellSettings {
  guestLookup?: GuestLookup;
  onGuestPicked?: GuestPicked;
}

export const NO_GUESTS_TEXT = 'No guests found. Continue typing to create new guest.';
const SEARCH_DELAY_MS = 120;
/** Spec section 9: the suggestions close 200 ms after the field loses focus. */
const CLOSE_AFTER_BLUR_MS = 200;
const SHORTCUTS_GROUP = 'bookingGuestEditor';
// Handsontable's own editor group (shortcuts/contexts/constants EDITOR_EDIT_GROUP), which the package does not export.
const EDITOR_EDIT_GROUP = 'editorManager.handlingEditor';

/**
 * The Guest cell's editor (spec section 2): a text editor whose suggestions come from the server's guestSearch
 * after 2 typed characters, at most 8, each with its email and a VIP badge. Arrow keys move through them,
 * Enter or Tab picks the highlighted one, Escape closes the list, a click picks. Free text is a new guest.
 */
export class GuestEditor extends TextEditor {
  private list!: HTMLDivElement;
  private choices: GuestChoice[] = [];
  private highlighted = -1;
  private listOpen = false;
  private searchTimer: ReturnType<typeof setTimeout> | undefined;
  private blurTimer: ReturnType<typeof setTimeout> | undefined;
  private searchSeq = 0;

  static override get EDITOR_TYPE() {
    return 'bookingGuest';
  }

  override createElements(type?: string) {
    super.createElements(type);
    this.TEXTAREA.setAttribute('aria-label', 'Guest');
    this.TEXTAREA.setAttribute('aria-autocomplete', 'list');
    this.list = this.hot.rootDocument.createElement('div');
    this.list.className = 'guest-suggestions';
    this.list.setAttribute('role', 'listbox');
    this.list.setAttribute('aria-label', 'Guest suggestions');
    this.list.hidden = true;
    this.hot.rootDocument.body.appendChild(this.list);
    this.eventManager.addEventListener(this.TEXTAREA, 'input', () => this.scheduleSearch());
    this.eventManager.addEventListener(this.TEXTAREA, 'blur', () => {
      clearTimeout(this.blurTimer);
      this.blurTimer = setTimeout(() => this.hideList(), CLOSE_AFTER_BLUR_MS);
    });
    this.eventManager.addEventListener(this.TEXTAREA, 'focus', () => clearTimeout(this.blurTimer));
    // The list lives outside the grid: keep Handsontable from treating a click on it as a click outside.
    this.eventManager.addEventListener(this.list, 'mousedown', (event: Event) => {
      event.preventDefault();
      event.stopPropagation();
      const item = (event.target as Element).closest<HTMLElement>('[data-guest-index]');
      if (!item) return;
      this.pick(Number(item.dataset.guestIndex));
      this.finishEditing(false);
    });
    this.hot.addHookOnce('afterDestroy', () => this.list.remove());
  }

  override close() {
    this.hideList();
    clearTimeout(this.searchTimer);
    this.searchSeq += 1;
    super.close();
  }

  override registerShortcuts() {
    super.registerShortcuts();
    const editorContext = this.hot.getShortcutManager().getContext('editor');
    const whenListed = () => this.listOpen && this.choices.length > 0;
    editorContext?.addShortcuts(
      [
        { keys: [['ArrowDown']], runOnlyIf: whenListed, callback: () => this.move(1) },
        { keys: [['ArrowUp']], runOnlyIf: whenListed, callback: () => this.move(-1) },
        {
          // Picks the highlighted guest; Handsontable then saves the cell and moves on as usual.
          keys: [['Enter'], ['Tab']],
          runOnlyIf: () => whenListed() && this.highlighted >= 0,
          callback: () => {
            this.pick(this.highlighted);
          },
        },
        {
          keys: [['Escape']],
          runOnlyIf: () => this.listOpen,
          callback: () => {
            this.hideList();
            return false;
          },
        },
      ],
      { group: SHORTCUTS_GROUP, relativeToGroup: EDITOR_EDIT_GROUP, position: 'before' },
    );
  }

  override unregisterShortcuts() {
    super.unregisterShortcuts();
    this.hot.getShortcutManager().getContext('editor')?.removeShortcutsByGroup(SHORTCUTS_GROUP);
  }

  private settings(): GuestCellSettings {
    return this.cellProperties as GuestCellSettings;
  }

  private lookup(): GuestLookup | undefined {
    return this.settings().guestLookup;
  }

  private scheduleSearch() {
    clearTimeout(this.searchTimer);
    const text = String(this.getValue() ?? '').trim();
    const lookup = this.lookup();
    if (!lookup || text.length < GUEST_MATCH_MIN_CHARS) {
      this.searchSeq += 1;
      this.hideList();
      return;
    }
    this.searchTimer = setTimeout(() => {
      const seq = ++this.searchSeq;
      lookup
        .search(text)
        .then((choices) => {
          if (seq !== this.searchSeq || !this.isOpened()) return;
          // Spec section 2: the list only appears when the hotel has guests at all.
          if (choices === null) this.hideList();
          else this.showList(choices);
        })
        .catch(() => {
          if (seq === this.searchSeq) this.hideList();
        });
    }, SEARCH_DELAY_MS);
  }

  private move(step: number): false {
    const count = this.choices.length;
    this.highlighted = this.highlighted < 0 && step < 0 ? count - 1 : (this.highlighted + step + count) % count;
    this.renderList();
    return false;
  }

  private pick(index: number) {
    const guest = this.choices[index];
    if (!guest || this.row === null) return;
    this.settings().onGuestPicked?.(this.row, guest);
    this.setValue(guest.name);
    this.hideList();
  }

  private showList(choices: GuestChoice[]) {
    this.choices = choices;
    this.highlighted = -1;
    this.listOpen = true;
    this.renderList();
    this.placeList();
    this.list.hidden = false;
  }

  private hideList() {
    this.listOpen = false;
    this.choices = [];
    this.highlighted = -1;
    if (this.list) this.list.hidden = true;
  }

  private placeList() {
    const cell = this.TD ?? this.getEditedCell();
    if (!cell) return;
    const rect = cell.getBoundingClientRect();
    this.list.style.top = `${rect.bottom + 2}px`;
    this.list.style.left = `${rect.left}px`;
    this.list.style.minWidth = `${Math.max(rect.width, 280)}px`;
  }

  private renderList() {
    const doc = this.hot.rootDocument;
    this.list.replaceChildren();
    if (this.choices.length === 0) {
      const empty = doc.createElement('div');
      empty.className = 'guest-suggestions-empty';
      empty.textContent = NO_GUESTS_TEXT;
      this.list.append(empty);
      return;
    }
    this.choices.forEach((guest, index) => {
      const item = doc.createElement('div');
      item.className = index === this.highlighted ? 'guest-suggestion is-highlighted' : 'guest-suggestion';
      item.setAttribute('role', 'option');
      item.setAttribute('aria-selected', String(index === this.highlighted));
      item.dataset.guestIndex = String(index);
      const name = doc.createElement('span');
      name.className = 'guest-suggestion-name';
      name.textContent = guest.name;
      item.append(name);
      if (guest.vip) {
        const badge = doc.createElement('span');
        badge.className = 'badge badge-default guest-suggestion-vip';
        badge.textContent = 'VIP';
        item.append(badge);
      }
      if (guest.email) {
        const email = doc.createElement('span');
        email.className = 'guest-suggestion-email';
        email.textContent = guest.email;
        item.append(email);
      }
      this.list.append(item);
    });
  }
}
