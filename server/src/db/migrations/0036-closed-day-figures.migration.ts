import { Migration } from '@mikro-orm/migrations';

/**
 * A closed day keeps its statistics figures beside its report, written by the close in the same transaction:
 * the room-nights sold, the out-of-order room-nights, the night's postings summed by kind, the extras of the
 * date, and the room-nights and room revenue by booking source (channels: {"Desk": {"roomsSold", "roomRevenue"}}).
 * A closed day never changes, so the statistics read a closed range from these rows (a row a day) and
 * compute only the open nights live. The days closed before this migration get theirs from their postings
 * and their stays as they stand (what closing them now would write).
 */
export class ClosedDayFiguresMigration extends Migration {
  override name = '0036-closed-day-figures';

  async up(): Promise<void> {
    this.addSql(`alter table "audit_day"
      add column "rooms_sold" int not null default 0,
      add column "out_of_order" int not null default 0,
      add column "room_cents" bigint not null default 0,
      add column "tax1_cents" bigint not null default 0,
      add column "tax2_cents" bigint not null default 0,
      add column "extras_cents" bigint not null default 0,
      add column "channels" jsonb not null default '{}'::jsonb;`);
    this.addSql(closedDayFiguresUpdate('true'));
  }
}

/**
 * The UPDATE that sets the closed days' figures from their postings and stays; `where` picks the days (alias d).
 * night-audit/closed-day-figures.ts runs the same for one hotel after a restore.
 */
export function closedDayFiguresUpdate(where: string): string {
  const holds = `b.stay_status not in ('Cancelled', 'No Show')`;
  const inHouse = `b.hotel_id = d.hotel_id and ${holds} and b.check_in_date <= d.date and b.check_out_date > d.date`;
  const posted = (kind: string) =>
    `coalesce((select sum(n.amount_cents) from night_posting n where n.hotel_id = d.hotel_id and n.date = d.date and n.kind = '${kind}'), 0)`;
  return `update audit_day d set
      rooms_sold = (select count(*) from booking b where ${inHouse}),
      out_of_order = (select count(*) from room_block k
        where k.hotel_id = d.hotel_id and k.kind = 'Out of Order' and k.start_date <= d.date and k.end_date > d.date),
      room_cents = ${posted('Room')},
      tax1_cents = ${posted('Tax 1')},
      tax2_cents = ${posted('Tax 2')},
      extras_cents = coalesce((select sum(c.amount_cents) from folio_charge c
        where c.hotel_id = d.hotel_id and c.date = d.date and c.voided_at is null), 0),
      channels = coalesce((select jsonb_object_agg(x.source, jsonb_build_object('roomsSold', x.sold, 'roomRevenue', x.room))
        from (select s.source, sum(s.sold)::int as sold, sum(s.room)::bigint as room from (
                select b.source, 1 as sold, 0 as room from booking b where ${inHouse}
                union all
                select b.source, 0, n.amount_cents from night_posting n join booking b on b.id = n.booking_id
                 where n.hotel_id = d.hotel_id and n.date = d.date and n.kind = 'Room') s
              group by s.source) x), '{}'::jsonb)
    where ${where}`;
}
