import { Migration } from '@mikro-orm/migrations';

/**
 * The guest search finds email and phone as well as names (core/guest-search.ts): trigram indexes on the
 * email and on the phone's digits ("(555) 010-2233" is held as 5550102233, so "555 0102" finds it), each with
 * the hotel first (btree_gin, as 0024), so a search reads only the hotel's matches instead of every guest.
 */
export class GuestContactSearchMigration extends Migration {
  override name = '0027-guest-contact-search';

  async up(): Promise<void> {
    this.addSql('create index "guest_hotel_id_email_trgm" on "guest" using gin ("hotel_id", "email" gin_trgm_ops);');
    this.addSql(
      `create index "guest_hotel_id_phone_digits_trgm" on "guest" using gin ("hotel_id", (regexp_replace("phone", '[^0-9]', '', 'g')) gin_trgm_ops);`,
    );
  }
}
