// GET /api/gallery/bulk-job?bulkJob=…&step=…: the widget gallery's example job progress (JSON),
// polled by the bulk-job panel; with `download=1` the finished job's result as a workbook.
// Like the gallery, it does not exist on live.
import type { LoaderFunctionArgs } from '@remix-run/node';
import ExcelJS from 'exceljs';
import { requirePermission } from '~/auth/require-permission.server';
import { getEnv } from '~/config/env.server';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import {
  demoBulkJob,
  demoJobQuery,
  demoJobResultLines,
} from '~/routes/general/gallery-bulk-job.server';

export async function loader(args: LoaderFunctionArgs) {
  if (getEnv().ENVIRONMENT === 'live') return new Response(null, { status: 404 });
  // The gallery's own rule: the example job belongs to that screen.
  await requirePermission(args, 'widgetGallery');
  const params = new URL(args.request.url).searchParams;
  const query = demoJobQuery.safeParse(Object.fromEntries(params));
  if (!query.success) return Response.json({ code: 400 }, { status: 400 });
  if (params.get('download') !== '1') {
    return Response.json(demoBulkJob(query.data), { headers: { 'Cache-Control': 'no-store' } });
  }
  const t = await i18nServer.getFixedT(requestLocale(args.request), 'gallery');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t('bulkJob.resultSheet'));
  sheet.addRow([t('bulkJob.resultLine'), t('bulkJob.resultStatus')]);
  for (const { line, status } of demoJobResultLines()) sheet.addRow([line, status]);
  const body = await book.xlsx.writeBuffer();
  return new Response(body, {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': 'attachment; filename="voorbeeld-bulk-resultaat.xlsx"',
      'Cache-Control': 'no-store',
    },
  });
}
