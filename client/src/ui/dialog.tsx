import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { IconButton } from './icon-button';
import { cx } from './class-names';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom, right-aligned. */
  footer?: ReactNode;
  className?: string;
  /** Width preset; most forms fit 'md'. */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A modal on the native <dialog>: the browser makes the rest of the page inert (the focus stays
 * inside), Escape closes it, and the focus goes back to where it was when it closes.
 */
export function Dialog({ open, onOpenChange, title, description, children, footer, className, size = 'md' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocusTo.current?.focus();
      returnFocusTo.current = null;
    }
  }, [open]);

  // Closing by unmounting while open must still hand the focus back.
  useEffect(() => () => returnFocusTo.current?.focus(), []);

  return (
    <dialog
      ref={ref}
      className={cx('dialog', `dialog-${size}`, className)}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: stay controlled by the caller's state.
        event.preventDefault();
        onOpenChange(false);
      }}
      onMouseDown={(event) => {
        // A press on the backdrop lands on the <dialog> element itself.
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
    >
      {open && (
        <div className="dialog-panel">
          <header className="dialog-header">
            <h2 id={titleId} className="dialog-title">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="dialog-description">
                {description}
              </p>
            )}
          </header>
          {children && <div className="dialog-body">{children}</div>}
          {footer && <footer className="dialog-footer">{footer}</footer>}
          {/* Last in the focus order: opening the dialog focuses its first field, not the close button. */}
          <IconButton icon={X} className="dialog-close" label="Close" onClick={() => onOpenChange(false)} />
        </div>
      )}
    </dialog>
  );
}
