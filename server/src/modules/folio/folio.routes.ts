import { DESK } from '@core/roles';
import { idSchema } from '@core/schemas/common';
import { folioAdjustmentSchema, folioChargeSchema, folioPaymentSchema } from '@core/schemas/folio.schema';
import { parseInput } from '@core/parse-input';
import type { RouteDef } from '../../rest/route';
import { PDF, sendDocument } from '../../documents/send-document';
import { folioFileName } from './folio-pdf';
import { renderDocument } from '../../documents/render-pool';
import { folioDocument } from './folio-document.service';
import { toAdjustmentDto, toFolioDto } from './folio.mapper';
import * as folio from './folio.service';

/**
 * The folio of a stay (issue 14). Each write answers the whole folio as it now stands. Listed before the
 * bookings' routes (app.ts): the access walk voids its spare booking's lines before deleting that booking.
 */
export const folioRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/hotel/bookings/:id/folio',
    access: DESK,
    handle: async (ctx, req) => toFolioDto(await folio.getFolio(ctx, parseInput(idSchema, req.params.id))),
  },
  {
    method: 'get',
    path: '/hotel/bookings/:id/folio.pdf',
    access: DESK,
    handle: async (ctx, req, res) => {
      const id = parseInput(idSchema, req.params.id);
      const body = await renderDocument(ctx, 'folio', () => folioDocument(ctx, id));
      return sendDocument(req, res, { body, contentType: PDF, fileName: folioFileName(id) });
    },
  },
  {
    method: 'post',
    path: '/hotel/bookings/:id/charges',
    access: DESK,
    status: 201,
    handle: async (ctx, req) =>
      toFolioDto(await folio.addCharge(ctx, parseInput(idSchema, req.params.id), parseInput(folioChargeSchema, req.body))),
  },
  {
    method: 'post',
    path: '/hotel/bookings/:id/payments',
    access: DESK,
    status: 201,
    handle: async (ctx, req) =>
      toFolioDto(await folio.addPayment(ctx, parseInput(idSchema, req.params.id), parseInput(folioPaymentSchema, req.body))),
  },
  {
    // A correction of a closed day (issue 25), posted on the business date: answered as the line posted.
    method: 'post',
    path: '/hotel/bookings/:id/adjustments',
    access: DESK,
    status: 201,
    handle: async (ctx, req) =>
      toAdjustmentDto(
        await folio.addAdjustment(ctx, parseInput(idSchema, req.params.id), parseInput(folioAdjustmentSchema, req.body)),
      ),
  },
  {
    method: 'delete',
    path: '/hotel/bookings/:id/charges/:chargeId',
    access: DESK,
    handle: async (ctx, req) =>
      toFolioDto(await folio.voidCharge(ctx, parseInput(idSchema, req.params.id), parseInput(idSchema, req.params.chargeId))),
  },
  {
    method: 'delete',
    path: '/hotel/bookings/:id/payments/:paymentId',
    access: DESK,
    handle: async (ctx, req) =>
      toFolioDto(await folio.voidPayment(ctx, parseInput(idSchema, req.params.id), parseInput(idSchema, req.params.paymentId))),
  },
];
