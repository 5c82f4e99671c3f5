import { formatUsd, type Cents } from '@core/money';
import type Pdfmake from 'pdfmake';
import type { Content, ContentText, CustomTableLayout, PageOrientation, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatGeneratedAt, hotelContactLine, type HotelDetails } from './hotel-details';

/**
 * pdfmake 0.3 on Node is one shared instance, loaded at the first document rather than at start (it takes
 * seconds to load, and most starts print nothing). Documents use the PDF standard fonts (Helvetica), which
 * every reader has built in, so no font file is read or shipped; the access policies refuse any URL and any
 * local file except those four font names, so document text can never make the server fetch or read a file.
 */
const STANDARD_FONT_FILES = ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique', 'Helvetica-BoldOblique'] as const;
let loadedPdfmake: Promise<typeof Pdfmake> | undefined;

function loadPdfmake(): Promise<typeof Pdfmake> {
  loadedPdfmake ??= import('pdfmake').then(({ default: pdfmake }) => {
    pdfmake.setFonts({
      Helvetica: {
        normal: STANDARD_FONT_FILES[0],
        bold: STANDARD_FONT_FILES[1],
        italics: STANDARD_FONT_FILES[2],
        bolditalics: STANDARD_FONT_FILES[3],
      },
    });
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((path) => (STANDARD_FONT_FILES as readonly string[]).includes(path));
    return pdfmake;
  });
  return loadedPdfmake;
}

export const INK = '#1f2933';
export const MUTED = '#616e7c';
export const RULE = '#cbd2d9';
export const BAND = '#f0f4f8';

const PAGE_MARGINS: [number, number, number, number] = [40, 74, 40, 48];

/** Renders a document definition to the bytes of a PDF file. */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  const pdfmake = await loadPdfmake();
  return pdfmake.createPdf(doc).getBuffer();
}

export interface PageFrame {
  hotel: HotelDetails;
  /** The document's name: the PDF's title and the header's right-hand side. */
  title: string;
  generatedAt: Date;
  orientation?: PageOrientation;
  content: Content;
}

/**
 * Every Innkeep PDF on one frame: US Letter, the hotel's name and address on each page's header, and a
 * footer with the generation date (hotel timezone) and 'Page X of Y'.
 */
export function framedDocument(frame: PageFrame): TDocumentDefinitions {
  const generated = `Generated ${formatGeneratedAt(frame.generatedAt, frame.hotel.timezone)}`;
  const contact = hotelContactLine(frame.hotel);
  return {
    pageSize: 'LETTER',
    pageOrientation: frame.orientation ?? 'portrait',
    pageMargins: PAGE_MARGINS,
    info: { title: `${frame.title} - ${frame.hotel.name}`, author: frame.hotel.name, creator: 'Innkeep', producer: 'Innkeep' },
    defaultStyle: { font: 'Helvetica', fontSize: 9, color: INK, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 2] },
      subtitle: { fontSize: 10, color: MUTED, margin: [0, 0, 0, 14] },
      section: { fontSize: 12, bold: true, margin: [0, 14, 0, 6] },
      tableHeader: { bold: true, fontSize: 8.5, color: INK, fillColor: BAND },
      note: { fontSize: 8, color: MUTED },
    },
    header: (_page, _pages, pageSize) => ({
      margin: [PAGE_MARGINS[0], 26, PAGE_MARGINS[2], 0],
      stack: [
        {
          columns: [
            {
              width: '*',
              stack: [
                { text: frame.hotel.name, bold: true, fontSize: 12 },
                { text: contact || ' ', fontSize: 8.5, color: MUTED, margin: [0, 2, 0, 0] },
              ],
            },
            { width: 'auto', text: frame.title, fontSize: 9, color: MUTED, alignment: 'right', margin: [0, 3, 0, 0] },
          ],
        },
        {
          canvas: [
            {
              type: 'line',
              x1: 0,
              y1: 6,
              x2: pageSize.width - PAGE_MARGINS[0] - PAGE_MARGINS[2],
              y2: 6,
              lineWidth: 0.75,
              lineColor: RULE,
            },
          ],
        },
      ],
    }),
    footer: (page, pages) => ({
      margin: [PAGE_MARGINS[0], 16, PAGE_MARGINS[2], 0],
      columns: [
        { text: generated, fontSize: 8, color: MUTED },
        { text: `Page ${page} of ${pages}`, fontSize: 8, color: MUTED, alignment: 'right' },
      ],
    }),
    content: frame.content,
  };
}

/** A right-aligned "$1,234.50" cell; bold for totals. */
export function moneyCell(amount: Cents, bold = false): ContentText {
  return { text: formatUsd(amount), alignment: 'right', bold, noWrap: true };
}

/** A header cell; money columns are right-aligned so their titles sit over the figures. */
export function headerCell(text: string, alignment: 'left' | 'right' | 'center' = 'left'): Content {
  return { text, style: 'tableHeader', alignment };
}

/**
 * The ledger look accountants expect: no vertical rules, a hairline between rows, a firm line under the
 * header, and a double weight line above a closing TOTAL row when `totalRow` is set.
 */
export function ledgerLayout(options: { headerRows: number; totalRow: boolean }): CustomTableLayout {
  return {
    hLineWidth: (i, node) => {
      const rows = node.table.body.length;
      if (i === 0 || i === rows) return i === rows && options.totalRow ? 1.2 : 0.75;
      if (i === options.headerRows) return 0.75;
      if (options.totalRow && i === rows - 1) return 1.2;
      return 0.4;
    },
    vLineWidth: () => 0,
    hLineColor: (i, node) => (i === options.headerRows || i === 0 || i === node.table.body.length ? INK : RULE),
    paddingLeft: (i) => (i === 0 ? 4 : 6),
    paddingRight: (i, node) => (i === (node.table.widths?.length ?? 0) - 1 ? 4 : 6),
    paddingTop: () => 3.5,
    paddingBottom: () => 3.5,
  };
}
