import { auditRecordLabel } from '@core/audit-records';
import { csvCell } from '../../documents/csv-cell';
import type { AuditLogEntryDto } from './audit.mapper';

const HEADER = [
  'Entry',
  'Time (UTC)',
  'Person',
  'Email',
  'Impersonated by',
  'Record',
  'Record id',
  'Action',
  'Field',
  'Before',
  'After',
];

/**
 * GET /api/hotel/audit.csv: the activity log as data, one line per changed field (an entry that changed
 * none, as a clear, gets one line), newest first. UTF-8 with a byte-order mark, CRLF, formula-safe cells
 * (a guest's name is free text), as the report's CSV.
 */
export function buildAuditCsv(entries: readonly AuditLogEntryDto[]): string {
  const lines: string[][] = [HEADER];
  for (const entry of entries) {
    const { person } = entry;
    const head = [
      String(entry.id),
      entry.createdAt,
      person?.name ?? (entry.impersonatedBy ? '' : 'System'),
      person?.email ?? '',
      entry.impersonatedBy ? `${entry.impersonatedBy.name} <${entry.impersonatedBy.email}>` : '',
      auditRecordLabel(entry.entity),
      String(entry.entityId),
      entry.action,
    ];
    const changes = entry.changes.length ? entry.changes : [{ field: '', before: null, after: null }];
    for (const change of changes) lines.push([...head, change.field, change.before ?? '', change.after ?? '']);
  }
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
