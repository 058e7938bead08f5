// GET /api/logging/rapporten: the user's audit reports as JSON, polled by the legal log's reports
// panel while one is being made, under that screen's access rule.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { requirePermission } from '~/auth/require-permission.server';
import { auditReports } from '~/domains/legal-log/reports.server';

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'legalLog');
  const answer = await auditReports(args);
  return 'reports' in answer
    ? data(answer.reports, { headers: { 'Cache-Control': 'no-store' } })
    : data(null, { status: 502, headers: { 'Cache-Control': 'no-store' } });
}
