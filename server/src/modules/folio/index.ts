/**
 * The folio module's front door: what other modules, the rest of the server and the CLI may use.
 * Re-exports only; everything else in this folder is the module's own (docs/conventions.md, "Who may import whom").
 */
export { FolioAdjustment, FolioCharge, FolioPayment } from './folio-line.entity';
export type { FolioDocumentData } from './folio-pdf';
export { readFolios, type FolioView } from './folio-read';
export { type FolioDto, toFolioDto } from './folio.mapper';
export { addAdjustment } from './folio.service';
