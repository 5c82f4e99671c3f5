/**
 * The server's guest PDFs (the one implementation of these documents, shared with the CLI), as the print
 * window loads them: inline, to show in the browser rather than download.
 */
export const GUEST_LIST_PDF_URL = '/api/hotel/guests/pdf?inline=1';

export function registrationFormPdfUrl(guestId: number): string {
  return `/api/hotel/guests/${guestId}/registration.pdf?inline=1`;
}

/** A guest's statement over [from, to] (issue 26), shown in the browser. */
export function statementPdfUrl(guestId: number, from: string, to: string): string {
  const query = new URLSearchParams({ from, to, inline: '1' });
  return `/api/hotel/guests/${guestId}/statement.pdf?${query.toString()}`;
}
