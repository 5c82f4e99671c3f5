import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ApiClient } from './api-client';

export interface Download {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

/** A GET with the client's session, answered as bytes (ApiClient reads bodies as text). */
export async function download(api: ApiClient, url: string): Promise<Download> {
  const cookie = api.sessionCookie();
  const response = await fetch(`${api.baseUrl}${url}`, { headers: cookie ? { cookie: `${cookie.name}=${cookie.value}` } : {} });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/**
 * The text of each page of a PDF, read back with pdf.js (the legacy build runs in Node). Runs of text on
 * one line are joined by a space, lines by a newline, so a cell's "$1,234.50" stays one word.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0, useSystemFonts: false });
  const pdf = await task.promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : ' ');
      }
      pages.push(
        text
          .replace(/[ ]+/g, ' ')
          .replace(/ ?\n ?/g, '\n')
          .trim(),
      );
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

export const pdfText = async (bytes: Uint8Array) => (await pdfPages(bytes)).join('\n');

/**
 * The PDF's text as poppler's pdftotext lays it out (-layout: each table row on one line, its cells apart by
 * spaces), as a person copying figures off the page reads them.
 */
export function pdfLayoutText(bytes: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'innkeep-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const RESULTS = path.resolve(import.meta.dirname, '../../../test-results');

function hasPdftoppm(): boolean {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Renders one page of a PDF to test-results/<name>.png (poppler's pdftoppm) for a person to look at. In CI
 * a missing pdftoppm fails the test; on a developer machine it is skipped with a loud warning.
 */
export function renderPageToPng(bytes: Uint8Array, name: string, page = 1): string | null {
  if (!hasPdftoppm()) {
    if (process.env.CI) throw new Error('pdftoppm is missing: install poppler-utils (see .ci/run)');
    console.warn(
      `\n!!! pdftoppm (poppler-utils) is not installed: ${name}.png was NOT rendered. apt-get install poppler-utils !!!\n`,
    );
    return null;
  }
  mkdirSync(RESULTS, { recursive: true });
  const pdfPath = path.join(RESULTS, `${name}.pdf`);
  writeFileSync(pdfPath, bytes);
  const prefix = path.join(RESULTS, name);
  execFileSync('pdftoppm', ['-png', '-r', '110', '-f', String(page), '-l', String(page), '-singlefile', pdfPath, prefix]);
  return `${prefix}.png`;
}
