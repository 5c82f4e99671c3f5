import { DESK, MANAGERS } from '@core/roles';
import { auditFilterSchema, auditPageSchema } from '@core/schemas/audit.schema';
import { idSchema } from '@core/schemas/common';
import { parseInput } from '@core/parse-input';
import { hotelToday } from '../../clock';
import type { RouteDef } from '../../rest/route';
import { CSV, sendDocument } from '../../documents/send-document';
import { loadSettings } from '../settings';
import { buildAuditCsv } from './audit-csv';
import { toAuditLogEntryDto, toAuditLogPageDto, toBookingHistoryDto } from './audit.mapper';
import * as audit from './audit.service';
import * as auditLog from './audit-log-page';

/** Reads only: no endpoint edits or deletes an entry of the audit trail. */
export const auditRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/hotel/bookings/:id/history',
    access: DESK,
    handle: async (ctx, req) => toBookingHistoryDto(await audit.bookingHistory(ctx, parseInput(idSchema, req.params.id))),
  },
  {
    method: 'get',
    path: '/hotel/audit',
    access: MANAGERS,
    handle: async (ctx, req) =>
      toAuditLogPageDto(
        await auditLog.listAuditLog(ctx, parseInput(auditFilterSchema, req.query), parseInput(auditPageSchema, req.query)),
      ),
  },
  {
    method: 'get',
    path: '/hotel/audit.csv',
    access: MANAGERS,
    handle: async (ctx, req, res) => {
      const { entries, roomNumbers } = await auditLog.exportAuditLog(ctx, parseInput(auditFilterSchema, req.query));
      const today = hotelToday((await loadSettings(ctx.em)).timezone);
      const csv = buildAuditCsv(entries.map((entry) => toAuditLogEntryDto(entry, roomNumbers)));
      return sendDocument(req, res, { body: csv, contentType: CSV, fileName: `innkeep-activity-${today}.csv` });
    },
  },
];
