import type { CheckInRecord } from '@core/stay-status';
import { todayInZone } from '@core/stay-dates';
import type { Em } from '../../db/orm';
import { AuditLog } from '../audit';
import { FolioCharge, FolioPayment } from '../folio';

/**
 * When the stay was last checked in, from its history (the check-in's entry, dated on the hotel's clock), and
 * whether anything happened to it since: a later entry of the booking (an edit, a payment or extra, which
 * change its figures), or a folio line taken or voided after. Null when its history has no check-in. A
 * booking's history is a few entries, read by its (hotel, entity, id, time) index.
 */
export async function checkInRecord(em: Em, bookingId: number, timezone: string): Promise<CheckInRecord | null> {
  const entries = await em.find(
    AuditLog,
    { entity: 'Booking', entityId: bookingId },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  const at = entries.findIndex((entry) => entry.after?.stayStatus === 'Checked In');
  if (at < 0) return null;
  const checkedInAt = entries[at]!.createdAt;
  const since = { booking: bookingId, $or: [{ createdAt: { $gt: checkedInAt } }, { voidedAt: { $gt: checkedInAt } }] };
  const linesSince = (await em.count(FolioPayment, since)) + (await em.count(FolioCharge, since));
  return { on: todayInZone(timezone, checkedInAt), changedSince: at > 0 || linesSince > 0 };
}
