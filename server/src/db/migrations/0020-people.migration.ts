import { Migration } from '@mikro-orm/migrations';

/**
 * People (issue 15): every sign-in is a person of an account, with a role. The spec's hotel account becomes
 * its hotel's Owner: a person with the account's email and password, so that it signs in exactly as before;
 * an admin account gets one person too, so that there is one way to sign in, one reset, one throttle. The
 * password hash moves from the account to the person (the account keeps the hotel's details and its
 * verified flag, which the spec shows). A person's email is unique across all hotels and the admins.
 * Sessions and mailed links belong to the person; the audit trail names the person who made each change.
 */
export class PeopleMigration extends Migration {
  override name = '0020-people';

  async up(): Promise<void> {
    this.addSql(`create table "hotel_user" (
      "id" serial primary key,
      "hotel_id" int not null references "hotel_account" ("id") on delete cascade,
      "employee_id" int null references "employee" ("id") on delete set null,
      "name" varchar(120) not null, "email" varchar(254) not null, "password_hash" varchar(255) null,
      "role" varchar(20) not null check ("role" in ('Owner', 'Manager', 'Front Desk', 'Housekeeping')),
      "is_active" boolean not null default true, "is_email_verified" boolean not null default false,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql('alter table "hotel_user" add constraint "hotel_user_email_unique" unique ("email");');
    this.addSql('create index "hotel_user_hotel_id_index" on "hotel_user" ("hotel_id", "name");');
    this
      .addSql(`insert into "hotel_user" ("hotel_id", "name", "email", "password_hash", "role", "is_active", "is_email_verified", "created_at")
      select "id", "name", "email", "password_hash", 'Owner', true, "is_email_verified", "created_at" from "hotel_account";`);
    this.addSql('alter table "hotel_account" drop column "password_hash";');

    // A session signs a person in; the account it works on is the person's (or the impersonated hotel).
    this.addSql('alter table "auth_session" add column "user_id" int null references "hotel_user" ("id") on delete cascade;');
    this.addSql(`update "auth_session" as s set "user_id" = u."id"
      from "hotel_account" as a join "hotel_user" as u on u."email" = a."email" where a."id" = s."account_id";`);
    this.addSql('delete from "auth_session" where "user_id" is null;');
    this.addSql('alter table "auth_session" alter column "user_id" set not null;');
    this.addSql('alter table "auth_session" drop column "account_id";');
    this.addSql('create index "auth_session_user_id_index" on "auth_session" ("user_id");');

    this.addSql('alter table "account_token" add column "user_id" int null references "hotel_user" ("id") on delete cascade;');
    this.addSql(`update "account_token" as t set "user_id" = u."id"
      from "hotel_account" as a join "hotel_user" as u on u."email" = a."email" where a."id" = t."account_id";`);
    this.addSql('delete from "account_token" where "user_id" is null;');
    this.addSql('alter table "account_token" alter column "user_id" set not null;');
    this.addSql('alter table "account_token" drop column "account_id";');
    this.addSql('create index "account_token_user_id_index" on "account_token" ("user_id");');

    // Who made a change: the person (the Owner for what the hotel account did before people existed).
    this.addSql('alter table "audit_log" add column "actor_user_id" int null references "hotel_user" ("id") on delete set null;');
    this.addSql(`update "audit_log" as l set "actor_user_id" = u."id"
      from "hotel_account" as a join "hotel_user" as u on u."email" = a."email"
     where a."id" = l."actor_account_id" and l."impersonated_by" is null;`);
    this.addSql(
      'create index "audit_log_hotel_id_actor_user_id_index" on "audit_log" ("hotel_id", "actor_user_id", "created_at");',
    );
  }
}
