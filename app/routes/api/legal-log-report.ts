// GET /api/logging/rapport?id=…: a finished audit report's file (Excel or PDF, under the name the
// backend gives it), asked from the legal log's screen under that screen's access rule.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requirePermission } from '~/auth/require-permission.server';
import { reportDownload } from '~/domains/legal-log/reports.server';

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'legalLog');
  return reportDownload(args);
}
