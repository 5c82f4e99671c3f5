import type { HotTableRef } from '@handsontable/react-wrapper';
import { useEffect, type RefObject } from 'react';

const SHORTCUTS_GROUP = 'bookingEntrySubmit';
// Handsontable's default groups (shortcuts/contexts/constants), which the package does not export.
const GRID_GROUP = 'gridDefault';
const EDITOR_EDIT_GROUP = 'editorManager.handlingEditor';

/**
 * Enter on the entry rows' last input submits, whether the cell is selected or being edited (an edited value
 * is saved into the row first), and on a checkbox (Agreement, Auto-renew) too, where Handsontable's own Enter would tick it
 * (Space ticks it).
 */
export function useEntrySubmitKeys(
  hotRef: RefObject<HotTableRef | null>,
  isLastInput: (row: number, col: number) => boolean,
  submit: () => void,
  onReady: () => void,
) {
  useEffect(() => {
    const instance = hotRef.current?.hotInstance;
    if (!instance) return;
    onReady();
    const manager = instance.getShortcutManager();
    const onLastInput = () => {
      const active = instance.getSelectedActive();
      return Boolean(active && isLastInput(active[0], active[1]));
    };
    manager.getContext('grid')?.addShortcut({
      keys: [['Enter']],
      group: SHORTCUTS_GROUP,
      relativeToGroup: GRID_GROUP,
      position: 'before',
      runOnlyIf: onLastInput,
      callback: () => {
        submit();
        return false;
      },
    });
    manager.getContext('editor')?.addShortcut({
      keys: [['Enter']],
      group: SHORTCUTS_GROUP,
      relativeToGroup: EDITOR_EDIT_GROUP,
      position: 'before',
      runOnlyIf: onLastInput,
      callback: () => {
        // Handsontable validates the edited value in a microtask, calls back as the editor closes, and only
        // then writes the value into the row: submit in the microtask after that. All of it runs within
        // this key's handling, so the next key typed finds the blank row (a timer could come after that key,
        // which would land in the old row or be thrown away with it).
        instance.getActiveEditor()?.finishEditing(false, false, () => queueMicrotask(submit));
        return false;
      },
    });
    // The checkbox's Enter shortcut runs before the grid's own group: taken before any shortcut, as a key.
    const enterOnCheckbox = (event: KeyboardEvent) => {
      const active = instance.getSelectedActive();
      if (event.key !== 'Enter' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey || !active) return;
      if (instance.getCellMeta(active[0], active[1]).type !== 'checkbox' || !onLastInput()) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      submit();
    };
    instance.addHook('beforeKeyDown', enterOnCheckbox);
    return () => {
      if (instance.isDestroyed) return;
      instance.removeHook('beforeKeyDown', enterOnCheckbox);
      manager.getContext('grid')?.removeShortcutsByGroup(SHORTCUTS_GROUP);
      manager.getContext('editor')?.removeShortcutsByGroup(SHORTCUTS_GROUP);
    };
    // Once, for the grid's life: the callbacks read the latest row and props themselves.
  }, []);
}
