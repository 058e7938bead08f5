// GET /api/attesten/document?soort=attest|ctpc&id=…&referentie=…: an attestation's or a CTPC's PDF,
// asked from its screen, under that screen's access rule. Reading it is a consultation the backend
// writes to the legal log.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requirePermission } from '~/auth/require-permission.server';
import { documentDownload, documentKindOf } from '~/domains/health-attestation/documents.server';

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(
    args,
    documentKindOf(args.request) === 'ctpc' ? 'ctpcAttestation' : 'healthAttestation',
  );
  return documentDownload(args);
}
