import type { Request, Response } from 'express';
import { allowSameOriginFraming } from '../http/security-headers';

export const PDF = 'application/pdf';
export const CSV = 'text/csv; charset=utf-8';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface DocumentFile {
  body: Buffer | string;
  contentType: string;
  /** ASCII only, e.g. innkeep-report-2026.pdf. */
  fileName: string;
}

/**
 * Answers a document download. Attachment by default (the export buttons save a file); `?inline=1` shows a
 * PDF in the browser instead, for the print buttons that open it in a new window (the guest screen's print
 * window frames it, so inline documents may be framed by this app's own pages). Never cached: the figures
 * change with every booking and are the hotel's private data.
 */
export function sendDocument(req: Request, res: Response, file: DocumentFile): undefined {
  const disposition = req.query.inline === '1' ? 'inline' : 'attachment';
  const body = typeof file.body === 'string' ? Buffer.from(file.body, 'utf8') : file.body;
  if (disposition === 'inline') allowSameOriginFraming(res);
  res
    .status(200)
    .set({
      'Content-Type': file.contentType,
      'Content-Disposition': `${disposition}; filename="${file.fileName}"`,
      'Content-Length': String(body.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .end(body);
  return undefined;
}
