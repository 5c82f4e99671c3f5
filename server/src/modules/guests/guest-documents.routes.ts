import { DESK } from '@core/roles';
import { idSchema } from '@core/schemas/common';
import { parseInput } from '@core/parse-input';
import type { RouteDef } from '../../rest/route';
import { GUEST_LIST_FILE_NAME } from './guest-list-pdf';
import { registrationFileName } from './registration-pdf';
import { renderDocument } from '../../documents/render-pool';
import { PDF, sendDocument } from '../../documents/send-document';
import { guestListDocument, registrationDocument } from './guest-documents.service';

/**
 * The guest screen's print-outs as PDFs. Registered before /hotel/guests/:id (app.ts), or 'pdf'
 * would be read as a guest id.
 */
export const guestDocumentRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/hotel/guests/pdf',
    access: DESK,
    handle: async (ctx, req, res) => {
      const body = await renderDocument(ctx, 'guestList', () => guestListDocument(ctx));
      return sendDocument(req, res, { body, contentType: PDF, fileName: GUEST_LIST_FILE_NAME });
    },
  },
  {
    method: 'get',
    path: '/hotel/guests/:id/registration.pdf',
    access: DESK,
    handle: async (ctx, req, res) => {
      const id = parseInput(idSchema, req.params.id);
      const body = await renderDocument(ctx, 'registration', () => registrationDocument(ctx, id));
      return sendDocument(req, res, { body, contentType: PDF, fileName: registrationFileName(id) });
    },
  },
];
