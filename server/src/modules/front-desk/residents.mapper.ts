import { formatMoney } from '@core/money';
import type { GuestContact } from '../guests';
import type { Resident } from './residents.service';

/** A row of the Residents list (GET /api/hotel/front-desk/residents), money as a "0.00" string. */
export interface ResidentDto {
  guest: GuestContact;
  bookingId: number;
  roomNumber: string;
  bookingIds: number[];
  since: string;
  nights: number;
  night: number;
  nextRenewal: string;
  balance: string;
  /** The taxes tonight's night does not carry under their long-stay rules, by name. */
  exemptTaxes: string[];
}

export function toResidentDto(resident: Resident): ResidentDto {
  return {
    ...resident,
    bookingIds: [...resident.bookingIds],
    exemptTaxes: [...resident.exemptTaxes],
    balance: formatMoney(resident.balance),
  };
}
