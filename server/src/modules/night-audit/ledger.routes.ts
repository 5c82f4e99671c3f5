import { MANAGERS } from '@core/roles';
import { ledgerQuerySchema } from '@core/schemas/ledger.schema';
import { parseInput } from '@core/parse-input';
import type { RouteDef } from '../../rest/route';
import { CSV, sendDocument } from '../../documents/send-document';
import { buildLedgerCsv, toLedgerDto } from './ledger.mapper';
import { ledger } from './ledger.service';

/** The books of a range: closed nights' postings, extras and payments, as JSON and as CSV. */
export const ledgerRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/hotel/ledger',
    access: MANAGERS,
    handle: async (ctx, req) => toLedgerDto(await ledger(ctx, parseInput(ledgerQuerySchema, req.query))),
  },
  {
    method: 'get',
    path: '/hotel/ledger.csv',
    access: MANAGERS,
    handle: async (ctx, req, res) => {
      const query = parseInput(ledgerQuerySchema, req.query);
      const csv = buildLedgerCsv(toLedgerDto(await ledger(ctx, query)));
      return sendDocument(req, res, { body: csv, contentType: CSV, fileName: `innkeep-ledger-${query.from}-${query.to}.csv` });
    },
  },
];
