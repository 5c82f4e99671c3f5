import { Migration } from '@mikro-orm/migrations';

/**
 * Two-factor sign-in (issue 15): a person's TOTP secret (set up, then turned on by a first code), the time
 * step of the last code accepted (a code works once), and ten one-time recovery codes kept as hashes.
 */
export class TwoFactorMigration extends Migration {
  override name = '0022-two-factor';

  async up(): Promise<void> {
    this.addSql('alter table "hotel_user" add column "totp_secret" varchar(64) null;');
    this.addSql('alter table "hotel_user" add column "totp_enabled_at" timestamptz null;');
    this.addSql('alter table "hotel_user" add column "totp_last_step" bigint null;');
    this.addSql(`create table "recovery_code" (
      "id" serial primary key,
      "user_id" int not null references "hotel_user" ("id") on delete cascade,
      "code_hash" varchar(64) not null, "used_at" timestamptz null);`);
    this.addSql('create index "recovery_code_user_id_index" on "recovery_code" ("user_id");');
  }
}
