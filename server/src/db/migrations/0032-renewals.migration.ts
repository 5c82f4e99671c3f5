import { Migration } from '@mikro-orm/migrations';

/**
 * Stays that renew (issue 26). A booking's auto_renew says the renewal job extends its chain by one period
 * as its check-out nears; renewal_error keeps why the last try was refused (null once one succeeds). The
 * job finds the hotels and stays due through the partial index (only stays that renew are in it), and a
 * chain is followed from one booking to the next by guest and check-in date.
 */
export class RenewalsMigration extends Migration {
  override name = '0032-renewals';

  async up(): Promise<void> {
    this.addSql('alter table "booking" add column "auto_renew" boolean not null default false;');
    this.addSql('alter table "booking" add column "renewal_error" varchar(500) null;');
    this.addSql('create index "booking_auto_renew_index" on "booking" ("hotel_id", "check_out_date") where "auto_renew";');
    this.addSql('create index "booking_guest_chain_index" on "booking" ("hotel_id", "guest_id", "check_in_date");');
  }
}
