import type { TaxSlot } from '@core/long-stay';
import type { PostingKind } from '@core/night-audit';
import { rawSql, sql, type SqlFragment } from '../../db/sql';

/**
 * A stay's shares of its figures by the night, in SQL as core/folio.ts nightShare spreads them (the night
 * audit posts the same shares): the reports read a range of nights in one step, no row per night. Written for
 * the stay alias b; a period's alias p (start, stop) and the books' (first, last) where said.
 */

/** The booking column of each figure a night shares, in the night audit's words. */
const FIGURE_COLUMNS: Record<PostingKind, string> = {
  Room: 'b.subtotal_cents',
  'Tax 1': 'b.tax_amount_cents',
  'Tax 2': 'b.resort_fee_cents',
};

/** How many of the stay's first nights carry a tax (migration 0033; null: every night). */
export const taxedNightsSql = (slot: TaxSlot): SqlFragment =>
  rawSql(slot === 'Tax 1' ? 'coalesce(b.tax1_taxed_nights, b.nights)' : 'coalesce(b.tax2_taxed_nights, b.nights)');

/** The nights a figure spreads over: the room over every night, a tax over its taxed nights only (core/long-stay.ts). */
const spreadOf = (kind: PostingKind): SqlFragment => (kind === 'Room' ? rawSql('b.nights') : taxedNightsSql(kind));

/**
 * The nights of [a, b) of a stay's share of figure `kind`: the running total floor(figure × n / spread) at b's
 * night less at a's, each night count clamped to the spread (none after it). The figures are never negative,
 * so integer division floors; a tax with no taxed night has no share.
 */
export function sharesOf(kind: PostingKind, a: SqlFragment, b: SqlFragment): SqlFragment {
  const spread = spreadOf(kind);
  const through = (day: SqlFragment) =>
    sql`(${rawSql(FIGURE_COLUMNS[kind])}::bigint * least(greatest(${day} - b.check_in_date, 0), ${spread}) / nullif(${spread}, 0))`;
  return sql`case when ${a} < ${b} then coalesce(${through(b)} - ${through(a)}, 0) else 0 end`;
}

/**
 * The open nights of the period p: those before the books (before the first closed day) and those after the
 * last closed day; with no closed day, all of them. Closed nights are read from their postings instead.
 * `until` (a date) keeps only the nights before it: the stay's taxed nights of a tax, for the revenue it taxes.
 */
export function openShares(kind: PostingKind, until?: SqlFragment): SqlFragment {
  const stop = until ? sql`least(p.stop, ${until})` : rawSql('p.stop');
  return sql`${sharesOf(kind, rawSql('p.start'), sql`least(${stop}, coalesce(books.first, ${stop}))`)} +
   ${sharesOf(kind, sql`greatest(p.start, coalesce(books.last + 1, ${stop}))`, stop)}`;
}

/** The date after the stay's taxed nights of a tax: its nights before it carry the tax. */
export const taxedUntilSql = (slot: TaxSlot): SqlFragment => sql`(b.check_in_date + ${taxedNightsSql(slot)})`;
