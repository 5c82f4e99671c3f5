import { useEffect, useRef, useState } from 'react';

const isModal = (dialog: HTMLDialogElement): boolean => {
  try {
    return dialog.matches(':modal');
  } catch {
    // A browser without :modal: an open dialog is the best guess.
    return dialog.open;
  }
};

/**
 * Where the toast viewport lives: inside the topmost open modal <dialog>, else in <body>.
 *
 * A modal dialog sits in the browser's top layer, above any z-index, and makes everything outside it
 * inert: a toast outside it would be hidden under its backdrop, and even a popover drawn above it could
 * not be hovered or closed. Inside the dialog a toast is drawn above the backdrop and stays usable.
 * The last dialog opened is the topmost, so the open dialogs are kept in the order they opened.
 */
export function useToastHost(): HTMLElement {
  const [host, setHost] = useState<HTMLElement>(() => document.body);
  const hostRef = useRef(host);

  useEffect(() => {
    let opened: HTMLDialogElement[] = [];
    const update = () => {
      const open = Array.from(document.querySelectorAll('dialog')).filter((dialog) => dialog.isConnected && isModal(dialog));
      opened = [...opened.filter((dialog) => open.includes(dialog)), ...open.filter((dialog) => !opened.includes(dialog))];
      const next = opened.at(-1) ?? document.body;
      if (next !== hostRef.current) {
        hostRef.current = next;
        setHost(next);
      }
    };
    // showModal() and close() set and remove the open attribute; a dialog can also leave the page while open.
    const observer = new MutationObserver((records) => {
      if (records.some((record) => record.type === 'attributes') || !hostRef.current.isConnected) update();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    update();
    return () => observer.disconnect();
  }, []);

  return host;
}
