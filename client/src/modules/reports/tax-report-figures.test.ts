import { describe, expect, it } from 'vitest';
import { defaultTaxMonth, monthOfField, taxReportDocumentUrl } from './tax-report-figures';

describe('the Tax view’s figures', () => {
  it('opens last month on the hotel’s clock', () => {
    const now = new Date('2026-05-01T03:00:00Z');
    expect(defaultTaxMonth('America/New_York', now)).toBe('2026-03');
    expect(defaultTaxMonth('UTC', now)).toBe('2026-04');
    expect(defaultTaxMonth('UTC', new Date('2026-01-15T12:00:00Z'))).toBe('2025-12');
    expect(defaultTaxMonth('Not/AZone', new Date('2026-01-15T12:00:00Z'))).toBe('2025-12');
  });

  it('takes a month a field holds, and nothing else', () => {
    expect(monthOfField('2026-04')).toBe('2026-04');
    expect(['', '2026-13', '2026-4', '1999-12'].map(monthOfField)).toEqual([null, null, null, null]);
  });

  it('links the month’s PDF and CSV', () => {
    expect(taxReportDocumentUrl('2026-04', 'pdf')).toBe('/api/hotel/reports/tax.pdf?month=2026-04');
    expect(taxReportDocumentUrl('2026-04', 'csv')).toBe('/api/hotel/reports/tax.csv?month=2026-04');
  });
});
