import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../class-names';
import './grid-row-menu.css';

export interface GridRowMenuItem {
  /** Unique within the menu. */
  key: string;
  label: string;
  destructive?: boolean;
  onSelect: () => void;
}

/** An open row menu: its name ("Actions for booking #12"), where it hangs from, and its items. */
export interface GridRowMenuState {
  label: string;
  anchor: DOMRect;
  items: GridRowMenuItem[];
}

export interface GridRowMenuProps {
  menu: GridRowMenuState | null;
  /** Closed by a choice, Escape or Tab (`refocus`: the grid takes the keys back), or a click or scroll elsewhere. */
  onClose: (refocus: boolean) => void;
}

/**
 * A grid row's actions as a menu (the Actions cell's keys or its button open it): drawn in a portal with a
 * fixed position so the grid's scrolling never clips it, the first item focused, the arrow keys, Home and End
 * moving between the items, Enter or Space choosing, Escape and Tab closing it back to the grid's cell.
 */
export function GridRowMenu({ menu, onClose }: GridRowMenuProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useEffect(() => {
    if (!menu) return;
    menuRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) latestClose.current(false);
    };
    const onScroll = (event: Event) => {
      if (!menuRef.current?.contains(event.target as Node)) latestClose.current(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('scroll', onScroll, true);
    window.addEventListener('resize', onScroll);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('scroll', onScroll, true);
      window.removeEventListener('resize', onScroll);
    };
  }, [menu]);

  if (!menu) return null;

  const choose = (item: GridRowMenuItem) => {
    onClose(true);
    item.onSelect();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const focus = (at: number) => buttons[(at + buttons.length) % buttons.length]?.focus();
    const moves: Record<string, () => void> = {
      ArrowDown: () => focus(index + 1),
      ArrowUp: () => focus(index - 1),
      Home: () => focus(0),
      End: () => focus(buttons.length - 1),
      Escape: () => onClose(true),
      Tab: () => onClose(true),
      Enter: () => index >= 0 && choose(menu.items[index]!),
      ' ': () => index >= 0 && choose(menu.items[index]!),
    };
    const move = moves[event.key];
    if (!move) return;
    // The key is the menu's: not the grid's, which takes the keys back as the menu closes.
    event.preventDefault();
    event.stopPropagation();
    move();
  };

  return createPortal(
    <div
      ref={menuRef}
      role="menu"
      aria-label={menu.label}
      className="grid-row-menu"
      style={{ top: menu.anchor.bottom + 4, right: Math.max(8, window.innerWidth - menu.anchor.right) }}
      onKeyDown={onKeyDown}
    >
      {menu.items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={cx('grid-row-menu-item', item.destructive && 'grid-row-menu-item-destructive')}
          onClick={() => choose(item)}
        >
          {item.label}
        </button>
      ))}
    </div>,
    document.body,
  );
}
