import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_LIST_PDF_URL, registrationFormPdfUrl } from './guest-documents';
import { PRINT_DELAY_MS, printPdf, type PrintHost } from './print-pdf';

/** Just enough of a browser: the app window, the print window it opens, and the frame holding the document. */
class FakeDocumentWindow extends EventTarget {
  location = { href: 'about:blank' };
  print = vi.fn();
}

class FakeFrame extends EventTarget {
  style: Record<string, string> = {};
  title = '';
  src = '';
  contentWindow = new FakeDocumentWindow();
  contentDocument: { contentType: string } | null = null;

  /** The frame loaded a document of this type; null: one this page may not read (a cross-origin error page). */
  loaded(contentType: string | null) {
    this.contentWindow.location.href = `http://innkeep.test${this.src}`;
    this.contentDocument = contentType === null ? null : { contentType };
    this.dispatchEvent(new Event('load'));
  }
}

class FakePrintWindow extends EventTarget {
  closed = false;
  frame = new FakeFrame();
  appended: unknown[] = [];
  document = {
    title: '',
    body: { style: {} as Record<string, string>, append: (...nodes: unknown[]) => this.appended.push(...nodes) },
    createElement: (tag: string) => (tag === 'iframe' ? this.frame : { style: {}, textContent: '' }),
  };
  close = vi.fn(() => {
    this.closed = true;
  });
  focus = vi.fn();
  setTimeout = (callback: () => void, ms: number) => setTimeout(callback, ms);
}

class FakeHost extends EventTarget {
  printWindow: FakePrintWindow | null = new FakePrintWindow();
  open = vi.fn(() => this.printWindow);
}

let host: FakeHost;
let onLoadFailed: ReturnType<typeof vi.fn<() => void>>;
const print = (url = GUEST_LIST_PDF_URL) =>
  printPdf({ url, title: 'Guest List Report', onLoadFailed, host: host as unknown as PrintHost });
const frame = () => host.printWindow!.frame;

beforeEach(() => {
  vi.useFakeTimers();
  host = new FakeHost();
  onLoadFailed = vi.fn();
});
afterEach(() => vi.useRealTimers());

describe('the guest document URLs', () => {
  it('are the server PDFs, inline', () => {
    expect(GUEST_LIST_PDF_URL).toBe('/api/hotel/guests/pdf?inline=1');
    expect(registrationFormPdfUrl(42)).toBe('/api/hotel/guests/42/registration.pdf?inline=1');
  });
});

describe('printPdf', () => {
  it('opens a window at once that frames the PDF, prints it 250 ms after it loaded and closes after printing', () => {
    expect(print(registrationFormPdfUrl(7))).toBe(true);
    expect(host.open).toHaveBeenCalledWith('', '_blank', 'width=960,height=1100');
    const printWindow = host.printWindow!;
    expect(printWindow.document.title).toBe('Guest List Report');
    expect(printWindow.appended).toContain(frame());
    expect(frame().src).toBe('/api/hotel/guests/7/registration.pdf?inline=1');

    vi.advanceTimersByTime(1000);
    expect(frame().contentWindow.print).not.toHaveBeenCalled();
    frame().loaded('application/pdf');
    vi.advanceTimersByTime(PRINT_DELAY_MS - 1);
    expect(frame().contentWindow.print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(frame().contentWindow.print).toHaveBeenCalledTimes(1);
    expect(printWindow.closed).toBe(false);

    frame().contentWindow.dispatchEvent(new Event('afterprint'));
    expect(printWindow.close).toHaveBeenCalledTimes(1);
    expect(onLoadFailed).not.toHaveBeenCalled();
  });

  it('closes once the user is back in the app when the browser sends no afterprint', () => {
    print();
    frame().loaded('application/pdf');
    vi.advanceTimersByTime(PRINT_DELAY_MS);
    expect(host.printWindow!.closed).toBe(false);
    host.dispatchEvent(new Event('focus'));
    expect(host.printWindow!.close).toHaveBeenCalledTimes(1);
  });

  it('leaves the PDF on screen when the browser will not let the page print it', () => {
    print();
    frame().contentWindow.print.mockImplementation(() => {
      throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
    });
    frame().loaded('application/pdf');
    vi.advanceTimersByTime(PRINT_DELAY_MS);
    host.dispatchEvent(new Event('focus'));
    expect(host.printWindow!.close).not.toHaveBeenCalled();
  });

  it.each([
    ['an error page it may not read (the error answer is not framed)', null],
    ['a JSON error', 'application/json; charset=utf-8'],
  ])('closes the window and says so when the frame holds %s instead of the PDF', (_case, contentType) => {
    print();
    frame().loaded(contentType);
    expect(host.printWindow!.close).toHaveBeenCalledTimes(1);
    expect(onLoadFailed).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PRINT_DELAY_MS);
    expect(frame().contentWindow.print).not.toHaveBeenCalled();
  });

  it('answers false when the browser blocked the window', () => {
    host.printWindow = null;
    expect(print()).toBe(false);
  });
});
