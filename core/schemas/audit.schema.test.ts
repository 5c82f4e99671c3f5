import { describe, expect, it } from 'vitest';
import { auditFilterSchema, auditPageSchema } from './audit.schema';

describe('auditFilterSchema', () => {
  it('reads query text, blanks as no filter', () => {
    expect(
      auditFilterSchema.parse({ entity: 'Booking', entityId: '12', userId: '3', from: '2026-11-01', to: '2026-11-30' }),
    ).toEqual({ entity: 'Booking', entityId: 12, userId: 3, from: '2026-11-01', to: '2026-11-30' });
    expect(auditFilterSchema.parse({ entity: '', entityId: '', userId: '', from: '', to: '' })).toEqual({
      entity: null,
      entityId: null,
      userId: null,
      from: null,
      to: null,
    });
  });

  it.each([
    [{ entity: 'booking' }, 'Record type must be one of'],
    [{ entity: ['Booking', 'Guest'] }, 'Record type must be one of'],
    [{ entity: 'constructor' }, 'Record type must be one of'],
    [{ userId: '0' }, 'Must be a whole number of 1 or more'],
    [{ entityId: '1.5' }, 'Must be a whole number of 1 or more'],
    [{ from: '2026-02-30' }, 'Dates must be YYYY-MM-DD'],
    [{ to: 'yesterday' }, 'Dates must be YYYY-MM-DD'],
    [{ from: '2026-11-02', to: '2026-11-01' }, 'The from date must not be after the to date'],
  ])('refuses %o', (input, message) => {
    const result = auditFilterSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});

describe('auditPageSchema', () => {
  it('pages 50 at a time unless asked, never more than 500', () => {
    expect(auditPageSchema.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(auditPageSchema.parse({ limit: '500', offset: '1000' })).toEqual({ limit: 500, offset: 1000 });
    expect(auditPageSchema.safeParse({ limit: '501' }).success).toBe(false);
    expect(auditPageSchema.safeParse({ offset: '-1' }).success).toBe(false);
  });
});
