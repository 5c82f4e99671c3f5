import { Migration } from '@mikro-orm/migrations';

/**
 * A booking that names a guest nobody has reuses the guest of that name (ignoring case), else creates one.
 * Twenty concurrent bookings naming one new guest created ten guests. One guest per hotel and name is the
 * "holder" a typed name resolves to, and a unique index over the holders lets concurrent creations agree
 * (insert ... on conflict do nothing). Other guests may share the name: two real people called John Smith,
 * added on the Guests screen. The oldest guest of each name becomes its holder, so existing duplicates stay.
 */
export class GuestNameHolderMigration extends Migration {
  override name = '0012-guest-name-holder';

  async up(): Promise<void> {
    this.addSql('alter table "guest" add column "name_holder" boolean null;');
    this.addSql(`update "guest" set "name_holder" = true where "id" in (
      select min("id") from "guest" group by "hotel_id", lower("first_name"), lower("last_name"));`);
    this.addSql(
      'create unique index "guest_name_holder_unique" on "guest" ("hotel_id", lower("first_name"), lower("last_name")) where "name_holder";',
    );
  }
}
