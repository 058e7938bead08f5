// GET /api/kadaster/eigenaars?partitie=…&referentie=…: a partition's owners as a workbook, asked
// from the partition's screen, under that screen's access rule and the download's own permission.
// Reading it is a consultation the backend writes to the legal log.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requirePermission } from '~/auth/require-permission.server';
import { ownersDownload } from '~/domains/land-registry/lookups.server';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'landRegistryPartition');
  return ownersDownload(args, activeRole);
}
