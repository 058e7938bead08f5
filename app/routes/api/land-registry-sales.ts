// GET /api/kadaster/verkoopprijzen?<the search's filters>: every sale the search matches as a
// workbook, asked from the sale prices screen under that screen's access rule. A sale names no
// parties: not a consultation.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requirePermission } from '~/auth/require-permission.server';
import { salesDownload } from '~/domains/land-registry/sales/lookups.server';

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'landRegistrySales');
  return salesDownload(args);
}
