import { reportYearSchema } from '@core/schemas/report.schema';
import { parseInput } from '@core/parse-input';
import type { RouteDef } from '../../rest/route';
import { buildReportCsv } from '../documents/report-csv';
import { reportFileName } from '../documents/report-document';
import { buildReportPdf } from '../documents/report-pdf';
import { buildReportXlsx } from '../documents/report-xlsx';
import { CSV, PDF, sendDocument, XLSX } from '../documents/send-document';
import { reportDocument, reportTableDocument } from './report-documents.service';

/** The financial report as files: PDF to file or print, CSV and Excel for the accountant. */
export const reportDocumentRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/hotel/reports/:year/pdf',
    access: 'hotel',
    handle: async (ctx, req, res) => {
      const year = parseInput(reportYearSchema, req.params.year);
      const body = await buildReportPdf(await reportDocument(ctx, year));
      return sendDocument(req, res, { body, contentType: PDF, fileName: reportFileName(year, 'pdf') });
    },
  },
  {
    method: 'get',
    path: '/hotel/reports/:year/csv',
    access: 'hotel',
    handle: async (ctx, req, res) => {
      const year = parseInput(reportYearSchema, req.params.year);
      const body = buildReportCsv(await reportTableDocument(ctx, year));
      return sendDocument(req, res, { body, contentType: CSV, fileName: reportFileName(year, 'csv') });
    },
  },
  {
    method: 'get',
    path: '/hotel/reports/:year/xlsx',
    access: 'hotel',
    handle: async (ctx, req, res) => {
      const year = parseInput(reportYearSchema, req.params.year);
      const body = await buildReportXlsx(await reportDocument(ctx, year));
      return sendDocument(req, res, { body, contentType: XLSX, fileName: reportFileName(year, 'xlsx') });
    },
  },
];
