import { EVERYONE } from '@core/roles';
import { idSchema } from '@core/schemas/common';
import {
  adminHotelSchema,
  adminHotelUpdateSchema,
  adminLicenceValidationSchema,
  generateLicenceSchema,
  hotelIdSchema,
} from '@core/schemas/licence.schema';
import { parseInput } from '@core/parse-input';
import { pagingSchema } from '@core/schemas/paging.schema';
import type { RouteDef } from '../../rest/route';
import { toHotelAccountDto } from '../accounts';
import { fromLicenceValidationJson, toLicenceJson } from '../licensing';
import { toAdminHotelDto } from './admin-hotel.mapper';
import * as admin from './admin.service';
import { toPersonDto } from '../people';

/**
 * Spec section 7, /api/admin/*: system administrators in their own session only (403 while impersonating).
 * The hotel and licence lists take limit/offset (default 500, at most 1000).
 */
export const adminRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/admin/hotels',
    access: 'admin',
    handle: async (ctx, req) => (await admin.listHotels(ctx, parseInput(pagingSchema, req.query))).map(toAdminHotelDto),
  },
  {
    method: 'get',
    path: '/admin/licenses',
    access: 'admin',
    handle: async (ctx, req) => (await admin.listLicences(ctx, parseInput(pagingSchema, req.query))).map(toLicenceJson),
  },
  {
    method: 'post',
    path: '/admin/add-hotel',
    access: 'admin',
    status: 201,
    handle: async (ctx, req) => toAdminHotelDto(await admin.addHotel(ctx, parseInput(adminHotelSchema, req.body))),
  },
  {
    method: 'post',
    path: '/admin/update-hotel',
    access: 'admin',
    handle: async (ctx, req) => toAdminHotelDto(await admin.updateHotel(ctx, parseInput(adminHotelUpdateSchema, req.body))),
  },
  {
    method: 'post',
    path: '/admin/generate-license',
    access: 'admin',
    status: 201,
    handle: async (ctx, req) => toLicenceJson(await admin.generateLicence(ctx, parseInput(generateLicenceSchema, req.body))),
  },
  {
    method: 'post',
    path: '/admin/validate-license',
    access: 'admin',
    handle: (ctx, req) =>
      admin.adminValidateLicence(ctx, parseInput(adminLicenceValidationSchema, fromLicenceValidationJson(req.body))),
  },
  {
    method: 'post',
    path: '/admin/licenses/:id/deactivate',
    access: 'admin',
    handle: async (ctx, req) => toLicenceJson(await admin.deactivateLicence(ctx, parseInput(idSchema, req.params.id))),
  },
  {
    method: 'delete',
    path: '/admin/licenses/:id',
    access: 'admin',
    handle: (ctx, req) => admin.deleteLicence(ctx, parseInput(idSchema, req.params.id)),
  },
  {
    method: 'delete',
    path: '/admin/hotels/:id',
    access: 'admin',
    handle: (ctx, req) => admin.deleteHotel(ctx, parseInput(idSchema, req.params.id)),
  },
  {
    method: 'get',
    path: '/admin/hotels/:id/users',
    access: 'admin',
    handle: async (ctx, req) => (await admin.listHotelPeople(ctx, parseInput(idSchema, req.params.id))).map(toPersonDto),
  },
  {
    method: 'post',
    path: '/admin/impersonate-hotel',
    access: 'admin',
    handle: async (ctx, req) => {
      const result = await admin.impersonateHotel(ctx, parseInput(hotelIdSchema, req.body).hotelId);
      return { success: true, message: result.message, hotel: toHotelAccountDto(result.hotel, true) };
    },
  },
  {
    // A signed-in session is enough to reach it: the impersonating admin is, for every other route, the hotel.
    method: 'post',
    path: '/admin/stop-impersonation',
    access: EVERYONE,
    handle: async (ctx) => {
      const result = await admin.stopImpersonation(ctx);
      return { success: true, message: result.message, hotel: toHotelAccountDto(result.hotel) };
    },
  },
];
