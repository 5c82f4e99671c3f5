import { Migration } from '@mikro-orm/migrations';
import { addNameWordsOf, nameWordsOf, nameWordsTrigger } from '../kept-totals';

const removeNameWordsOf = (bookings: string) => `delete from "booking_name_word" as n using (${nameWordsOf(bookings)}) as o
  where (n."hotel_id", n."word", n."booking_id") = (o."hotel_id", o."word", o."booking_id")`;

/** The rows of `these` (an update's old or new rows) whose booking changed name (or hotel) between `those` and them. */
const RENAMED = (these: string, those: string) => `(select b.* from ${these} as b join ${those} as other on other."id" = b."id"
  where (b."hotel_id", b."guest_search") is distinct from (other."hotel_id", other."guest_search"))`;

/**
 * Recent Bookings' search by a guest's name (issue 16). The trigram index of 0014/0024 finds the bookings
 * whose name holds "garcia", but only with their rows: each match is read from the table to check it (the
 * trigrams may all be there and the text not), 1,046 table pages for the benchmark hotel's 1,123 Garcias, and
 * the page of 200 and the count read them again. Here each name's words are kept beside the booking:
 *
 * - booking_name_word: (hotel, word, booking), one row per word of each booking's name;
 * - booking_name_vocabulary: the words each hotel's names have ever had (a few hundred at the benchmark's big
 *   hotel), with a trigram index for a hotel with very many.
 *
 * A search for a single word ("garcia", "ann", "smit") looks the words that contain it up in the vocabulary,
 * then their bookings in booking_name_word: the same bookings as `guest_search like '%garcia%'` (a word-free
 * text cannot reach across a space or comma), from narrow index rows, without reading the bookings that are not
 * on the page. A text with a space or comma still goes to the trigram index.
 *
 * Kept by statement triggers in the same transaction as every insert, delete and name change of a booking.
 * Their names sort after booking_totals' triggers, so that every writer of a hotel holds its booking_totals
 * row (which each booking write takes) before it touches the hotel's words. A word leaves the vocabulary
 * never: a stale word only costs its lookup, and a kept count per word would be one more row each write locks.
 */
export class BookingNameWordsMigration extends Migration {
  override name = '0026-booking-name-words';

  async up(): Promise<void> {
    // No primary key: a unique index, which the bulk load drops and builds again after its rows.
    this.addSql(`create table "booking_name_word" (
      "hotel_id" int not null, "word" text not null, "booking_id" int not null);`);
    this.addSql(`create table "booking_name_vocabulary" (
      "hotel_id" int not null references "hotel_account" ("id") on delete cascade, "word" text not null,
      primary key ("hotel_id", "word"));`);
    this.addSql(`create function "booking_name_words_apply"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          ${addNameWordsOf('"new_rows"')};
        elsif tg_op = 'DELETE' then
          ${removeNameWordsOf('"old_rows"')};
        else
          -- Only the bookings whose name changed (a payment or a check-in leaves the words as they are).
          ${removeNameWordsOf(RENAMED('"old_rows"', '"new_rows"'))};
          ${addNameWordsOf(RENAMED('"new_rows"', '"old_rows"'))};
        end if;
        return null;
      end $$;`);
    for (const [event, transition] of [
      ['insert', 'new table as "new_rows"'],
      ['update', 'old table as "old_rows" new table as "new_rows"'],
      ['delete', 'old table as "old_rows"'],
    ] as const) {
      this.addSql(`create trigger "${nameWordsTrigger(event)}" after ${event} on "booking"
        referencing ${transition} for each statement execute function "booking_name_words_apply"();`);
    }
    this.addSql(`${addNameWordsOf('"booking"')};`);
    this.addSql('create unique index "booking_name_word_key" on "booking_name_word" ("hotel_id", "word", "booking_id");');
    this.addSql(
      'create index "booking_name_vocabulary_trgm" on "booking_name_vocabulary" using gin ("hotel_id", "word" gin_trgm_ops);',
    );
  }
}
