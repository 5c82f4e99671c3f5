import { Migration } from '@mikro-orm/migrations';

/**
 * Long stays (issue 26): a tax rate's long-stay rule (core/long-stay-rule.ts), null for none, kept as one
 * JSON value because it is read and written whole; and a booking's written long-stay agreement, which
 * exempts its stay from night 1 under rules that say so.
 */
export class LongStayFieldsMigration extends Migration {
  override name = '0030-long-stay-fields';

  async up(): Promise<void> {
    this.addSql(`alter table "tax_rate" add column "long_stay" jsonb null,
      add constraint "tax_rate_long_stay_check" check ("long_stay" is null or (jsonb_typeof("long_stay") = 'object'
        and ("long_stay" ->> 'nights')::int between 1 and 400
        and "long_stay" ->> 'mode' in ('exempt-after', 'refund-all')));`);
    this.addSql('alter table "booking" add column "long_stay_agreement" boolean not null default false;');
  }
}
