import { notFound } from '@core/errors';
import { formatGuestName } from '@core/guest-name';
import { cents, type Cents } from '@core/money';
import type { StatementQuery } from '@core/schemas/statement.schema';
import type { CalendarDate } from '@core/stay-dates';
import type { RequestContext } from '../../context';
import { HOLDS_ROOM_SQL } from '../../db/holds-room-sql';
import { hotelSql } from '../../db/hotel-sql';
import { rawSql, sql } from '../../db/sql';
import { loadHotelDetails } from '../../documents/hotel-details.service';
import { requireHotelId, requireSession } from '../accounts';
import { readFolios, type FolioView } from '../folio';
import { toStatementDto } from './guest-statement.mapper';
import type { StatementDocumentData } from './statement-pdf';

/** A guest as the statement and the Residents list name them. */
export interface GuestContact {
  id: number;
  /** "Last, First". */
  name: string;
  email: string | null;
  phone: string | null;
}

interface GuestRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  /** A sum: bigint, a string on PostgreSQL. */
  opening_cents: number | string;
}

/** A guest's statement as read: its stays' folios (the billing periods) and what earlier stays leave owing. */
export interface GuestStatement {
  guest: GuestContact;
  from: CalendarDate;
  to: CalendarDate;
  /** The guest's stays overlapping [from, to], by check-in date, each with its folio. */
  folios: FolioView[];
  /** The balance of the guest's stays that checked out by `from`. */
  openingBalance: Cents;
}

/**
 * A guest's statement over [from, to] (issue 26): each of the guest's stays with a night in the range is a
 * period with its folio's lines, read with the folio's own statement so that every kind of line the folio
 * holds is on it; the stays that ended by `from` open it with their balance (the one the booking keeps with
 * its lines, booking.balance_cents). Cancelled and no-show stays hold no room and are on neither. Another
 * hotel's guest is a 404.
 */
export async function guestStatement(ctx: RequestContext, guestId: number, range: StatementQuery): Promise<GuestStatement> {
  requireHotelId(ctx);
  const stays = sql`b.guest_id = ${guestId} and ${HOLDS_ROOM_SQL}`;
  // The guest and what its earlier stays leave owing, in one plain read (no entity to build for four fields).
  const [guest] = await hotelSql<GuestRow>(
    ctx.em,
    sql`select g.id, g.first_name, g.last_name, g.email, g.phone,
        (select coalesce(sum(b.balance_cents), 0) from booking b
          where b.hotel_id = :hotel and ${stays} and b.check_out_date <= ${range.from}) as opening_cents
      from guest g where g.hotel_id = :hotel and g.id = ${guestId}`,
  );
  if (!guest) throw notFound('Guest');
  const folios = await readFolios(
    ctx,
    sql`${stays} and b.check_in_date <= ${range.to} and b.check_out_date > ${range.from}`,
    rawSql('b.check_in_date, b.id'),
  );
  return {
    guest: { id: guest.id, name: formatGuestName(guest.last_name, guest.first_name), email: guest.email, phone: guest.phone },
    from: range.from,
    to: range.to,
    folios,
    openingBalance: cents(Number(guest.opening_cents)),
  };
}

/** The statement as a PDF's data: the hotel's letterhead and the statement as the API answers it. */
export async function statementDocument(
  ctx: RequestContext,
  guestId: number,
  range: StatementQuery,
  now = new Date(),
): Promise<StatementDocumentData> {
  const session = requireSession(ctx);
  const statement = toStatementDto(await guestStatement(ctx, guestId, range));
  const hotel = await loadHotelDetails(ctx.em, session.actingHotel.name);
  return { hotel, statement, generatedAt: now };
}
