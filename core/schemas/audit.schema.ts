import { z } from 'zod';
import { AUDIT_ENTITIES, type AuditEntity } from '../audit-records';
import { isCalendarDate } from '../stay-dates';
import { DATE_RANGE_MESSAGE, isDateInRange } from './common';

export const AUDIT_LIMIT_DEFAULT = 50;
export const AUDIT_LIMIT_MAX = 500;
/** The CSV export reads at most this many entries (newest first): a narrower filter reaches older ones. */
export const AUDIT_EXPORT_MAX = 50_000;

export const AUDIT_MESSAGES = {
  entity: `Record type must be one of ${AUDIT_ENTITIES.join(', ')}`,
  id: 'Must be a whole number of 1 or more',
  date: 'Dates must be YYYY-MM-DD',
  range: 'The from date must not be after the to date',
  limit: `Limit must be between 1 and ${AUDIT_LIMIT_MAX}`,
  offset: 'Offset must be a whole number of 0 or more',
} as const;

const blank = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : value);
const optionalId = z.preprocess(
  blank,
  z.coerce
    .number({ error: AUDIT_MESSAGES.id })
    .int(AUDIT_MESSAGES.id)
    .min(1, AUDIT_MESSAGES.id)
    .max(2_147_483_647, AUDIT_MESSAGES.id)
    .optional(),
);
const optionalDate = z.preprocess(
  blank,
  z
    .string({ error: AUDIT_MESSAGES.date })
    .refine((value) => isCalendarDate(value), AUDIT_MESSAGES.date)
    .refine(isDateInRange, DATE_RANGE_MESSAGE)
    .optional(),
);

/** The filters of the activity log (GET /api/hotel/audit, its CSV, GraphQL auditLog): each optional. */
export const auditFilterSchema = z
  .object({
    entity: z.preprocess(
      blank,
      z
        .string({ error: AUDIT_MESSAGES.entity })
        .refine((value): value is AuditEntity => (AUDIT_ENTITIES as readonly string[]).includes(value), AUDIT_MESSAGES.entity)
        .optional(),
    ),
    entityId: optionalId,
    userId: optionalId,
    from: optionalDate,
    to: optionalDate,
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { message: AUDIT_MESSAGES.range, path: ['from'] })
  .transform((filter) => ({
    entity: (filter.entity as AuditEntity | undefined) ?? null,
    entityId: filter.entityId ?? null,
    userId: filter.userId ?? null,
    from: filter.from ?? null,
    to: filter.to ?? null,
  }));
export type AuditFilter = z.output<typeof auditFilterSchema>;

/** A page of the activity log: newest first, 50 entries unless asked, never more than 500. */
export const auditPageSchema = z.object({
  limit: z.preprocess(
    blank,
    z.coerce
      .number({ error: AUDIT_MESSAGES.limit })
      .int(AUDIT_MESSAGES.limit)
      .min(1, AUDIT_MESSAGES.limit)
      .max(AUDIT_LIMIT_MAX, AUDIT_MESSAGES.limit)
      .default(AUDIT_LIMIT_DEFAULT),
  ),
  offset: z.preprocess(
    blank,
    z.coerce
      .number({ error: AUDIT_MESSAGES.offset })
      .int(AUDIT_MESSAGES.offset)
      .min(0, AUDIT_MESSAGES.offset)
      .max(2_147_483_647, AUDIT_MESSAGES.offset)
      .default(0),
  ),
});
export type AuditPage = z.output<typeof auditPageSchema>;
