import { DESK } from '@core/roles';
import { idSchema } from '@core/schemas/common';
import { statementQuerySchema } from '@core/schemas/statement.schema';
import { parseInput } from '@core/parse-input';
import type { RouteDef } from '../../rest/route';
import { renderDocument } from '../../documents/render-pool';
import { PDF, sendDocument } from '../../documents/send-document';
import { toStatementDto } from './guest-statement.mapper';
import { guestStatement, statementDocument } from './guest-statement.service';
import { statementFileName } from './statement-pdf';

/** A guest's statement (issue 26): its stays over ?from&to as JSON, and as the PDF a resident takes away. */
export const guestStatementRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/hotel/guests/:id/statement',
    access: DESK,
    handle: async (ctx, req) => {
      const id = parseInput(idSchema, req.params.id);
      return toStatementDto(await guestStatement(ctx, id, parseInput(statementQuerySchema, req.query)));
    },
  },
  {
    method: 'get',
    path: '/hotel/guests/:id/statement.pdf',
    access: DESK,
    handle: async (ctx, req, res) => {
      const id = parseInput(idSchema, req.params.id);
      const range = parseInput(statementQuerySchema, req.query);
      const body = await renderDocument(ctx, 'guestStatement', () => statementDocument(ctx, id, range));
      return sendDocument(req, res, { body, contentType: PDF, fileName: statementFileName(id, range.from, range.to) });
    },
  },
];
