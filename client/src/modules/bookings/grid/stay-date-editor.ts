import { formatShortUs, isCalendarDate } from '@core/stay-dates';
import { DateEditor } from 'handsontable/editors/dateEditor';
import { TextEditor } from 'handsontable/editors/textEditor';

/**
 * The Check-in editor. Started with the mouse it is the browser's date input with its calendar popover.
 * Started from the keyboard it is a plain text input: the clerk types the date as on paper (11/21/26,
 * 11/21/2026, 112126) and Tab or Enter moves on, like in a spreadsheet; the grid reads the text
 * (cell-values normaliseDate). A date input would take "27" as the year 0027 and drop a fast first key.
 */
export class StayDateEditor extends DateEditor {
  static override get EDITOR_TYPE() {
    return 'bookingStayDate';
  }

  private get input(): HTMLInputElement {
    return this.TEXTAREA as HTMLInputElement;
  }

  override beginEditing(newInitialValue?: unknown, event?: Event) {
    this.input.type = event instanceof MouseEvent ? 'date' : 'text';
    super.beginEditing(newInitialValue, event);
  }

  override setValue(value?: unknown) {
    if (this.input.type === 'date') {
      super.setValue(value);
      return;
    }
    const text = typeof value === 'string' ? value : '';
    TextEditor.prototype.setValue.call(this, isCalendarDate(text) ? formatShortUs(text) : text);
  }

  override open() {
    if (this.input.type === 'date') {
      super.open();
      return;
    }
    // DateEditor.open shows the picker: a typed date needs none.
    TextEditor.prototype.open.call(this);
  }
}
