import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { TOAST_VIEWPORT_HOTKEY } from './toast-constants';
import { ToastItem } from './toast-item';
import { useToast } from './use-toast';
import { useToastHost } from './use-toast-host';
import './toast.css';

const supportsPopover = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

/** A manual popover is drawn in the top layer: above every z-index, and above the modal dialog it sits in. */
function showInTopLayer(viewport: HTMLElement | null) {
  if (!viewport || !supportsPopover || viewport.matches(':popover-open')) return;
  try {
    viewport.showPopover();
  } catch {
    // Refused (e.g. not connected): a hidden popover would hide every toast, so drop it to a plain fixed box.
    viewport.removeAttribute('popover');
  }
}

/**
 * The toast viewport; mount once near the root. F8 moves the focus to it. While a modal dialog is
 * open the viewport moves into it (see useToastHost), so errors raised in a dialog are readable there.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const host = useToastHost();
  const viewportRef = useRef<HTMLElement | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_VIEWPORT_HOTKEY) {
        event.preventDefault();
        viewportRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const onDismiss = useCallback((id: string) => dismiss(id), [dismiss]);
  const attachViewport = useCallback((node: HTMLElement | null) => {
    viewportRef.current = node;
    showInTopLayer(node);
  }, []);

  // A viewport that moved (a dialog opened or closed) starts unhovered and unfocused: the old one is gone.
  useEffect(() => {
    setHovered(false);
    setFocused(false);
  }, [host]);

  return createPortal(
    <section
      ref={attachViewport}
      popover={supportsPopover ? 'manual' : undefined}
      className="toast-viewport"
      aria-label={`Notifications (${TOAST_VIEWPORT_HOTKEY})`}
      tabIndex={-1}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <ol className="toast-list" aria-live="polite" aria-relevant="additions">
        {toasts.map((entry) => (
          <ToastItem key={entry.id} toast={entry} paused={hovered || focused} onDismiss={onDismiss} />
        ))}
      </ol>
    </section>,
    host,
  );
}
