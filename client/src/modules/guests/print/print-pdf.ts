/** Spec 2 and 9: the print window waits this long once its document has loaded, then prints. */
export const PRINT_DELAY_MS = 250;

const WINDOW_FEATURES = 'width=960,height=1100';

/** The parts of the app's window this uses (a test passes a fake). */
export type PrintHost = Pick<Window, 'open' | 'addEventListener' | 'removeEventListener'>;

export interface PrintPdfOptions {
  /** A same-origin PDF answered inline (the server lets only this app's pages frame it). */
  url: string;
  /** The print window's title, also shown while the PDF loads. */
  title: string;
  /** The PDF did not load (the server answered an error): the window has been closed. */
  onLoadFailed: () => void;
  host?: PrintHost;
}

/**
 * Prints a server PDF the way spec 2 describes the registration form: a new window opens (at once, inside
 * the click, so pop-up blockers let it through), shows the PDF, prints it about 250 ms after it has loaded
 * and closes after printing. The window is a blank same-origin page framing the inline PDF, so its frame's
 * print() prints the PDF. It closes on 'afterprint', or, should the browser send none, once the staff
 * member is back in the app window. Where the browser refuses to print the frame, the PDF stays open in the
 * window to print by hand. False when the browser blocked the window.
 */
export function printPdf({ url, title, onLoadFailed, host = window }: PrintPdfOptions): boolean {
  const printWindow = host.open('', '_blank', WINDOW_FEATURES);
  if (!printWindow) return false;
  const doc = printWindow.document;
  doc.title = title;
  doc.body.style.margin = '0';
  const loading = doc.createElement('p');
  loading.textContent = `Loading the ${title}…`;
  Object.assign(loading.style, { margin: '0', padding: '24px', font: '14px system-ui, sans-serif', color: '#4f5663' });
  const frame = doc.createElement('iframe');
  frame.title = title;
  Object.assign(frame.style, { position: 'fixed', inset: '0', width: '100%', height: '100%', border: '0' });
  frame.addEventListener('load', function onLoad() {
    if (frameUrl(frame) === 'about:blank') return;
    frame.removeEventListener('load', onLoad);
    if (loadFailed(frame)) {
      printWindow.close();
      onLoadFailed();
      return;
    }
    printWindow.setTimeout(() => printThenClose(printWindow, frame, host), PRINT_DELAY_MS);
  });
  frame.src = url;
  doc.body.append(loading, frame);
  return true;
}

function printThenClose(printWindow: Window, frame: HTMLIFrameElement, host: PrintHost): void {
  const pdfWindow = frame.contentWindow;
  let done = false;
  const close = () => {
    done = true;
    pdfWindow?.removeEventListener('afterprint', close);
    printWindow.removeEventListener('afterprint', close);
    host.removeEventListener('focus', close);
    if (!printWindow.closed) printWindow.close();
  };
  try {
    if (!pdfWindow) return;
    pdfWindow.addEventListener('afterprint', close);
    printWindow.addEventListener('afterprint', close);
    printWindow.focus();
    pdfWindow.print();
  } catch {
    // The browser does not let a page print this frame: the PDF stays on screen, its viewer prints it.
    return;
  }
  if (!done) host.addEventListener('focus', close);
}

function frameUrl(frame: HTMLIFrameElement): string | undefined {
  try {
    return frame.contentWindow?.location.href;
  } catch {
    return undefined;
  }
}

/**
 * The PDF did not load: the server's error answer is not framed (only inline documents may be), which leaves
 * the frame on the browser's error page, unreadable from here; a readable JSON answer counts too.
 */
function loadFailed(frame: HTMLIFrameElement): boolean {
  try {
    const doc = frame.contentDocument;
    return !doc || doc.contentType.includes('json');
  } catch {
    return true;
  }
}
