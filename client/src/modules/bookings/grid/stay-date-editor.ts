import { DateEditor } from 'handsontable/editors/dateEditor';

/**
 * The Check-in editor: the browser's date input, whose calendar popover opens when editing starts with the
 * mouse. Started from the keyboard it stays closed, so that a clerk types the date (11 21 2026) and Tab or
 * Enter moves on, like in a spreadsheet; the popover would otherwise take the keystrokes.
 */
export class StayDateEditor extends DateEditor {
  private startedByKeyboard = false;

  static override get EDITOR_TYPE() {
    return 'bookingStayDate';
  }

  override beginEditing(newInitialValue?: unknown, event?: Event) {
    this.startedByKeyboard = !(event instanceof MouseEvent);
    super.beginEditing(newInitialValue, event);
  }

  override open() {
    if (!this.startedByKeyboard) {
      super.open();
      return;
    }
    const input = this.TEXTAREA as HTMLInputElement;
    input.showPicker = () => undefined;
    try {
      super.open();
    } finally {
      // Back to the prototype's showPicker for the next mouse-started edit.
      delete (input as Partial<HTMLInputElement>).showPicker;
    }
  }
}
