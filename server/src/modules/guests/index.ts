/**
 * The guests module's front door: what other modules, the rest of the server and the CLI may use.
 * Re-exports only; everything else in this folder is the module's own (docs/conventions.md, "Who may import whom").
 */
export type { GuestListDocumentData } from './guest-list-pdf';
export { Guest } from './guest.entity';
export { guestDetails, toGuestDto } from './guest.mapper';
export { findGuestOr404 } from './guests.service';
export type { RegistrationDocumentData } from './registration-pdf';
export type { StatementDocumentData } from './statement-pdf';
export { type GuestContact } from './guest-statement.service';
export { GuestContactType } from './guest-statement.types';
