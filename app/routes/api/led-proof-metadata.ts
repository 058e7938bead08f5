// GET /api/led/bewijs/metadata?insz=…&referte=…&bron=…: a learning or experience proof's metadata
// as a workbook, asked from the proof's screen (with its 'Uw referentie', and `taal` for the
// language of the file). The proof screen's own access rule; reading the metadata is a
// consultation the backend writes to the legal log.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requirePermission } from '~/auth/require-permission.server';
import { proofMetadataFile } from '~/domains/led/metadata-file.server';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'ledProof');
  return proofMetadataFile(args, activeRole);
}
