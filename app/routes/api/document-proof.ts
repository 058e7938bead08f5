// GET /api/documentendienst/attest?id=…: a letter's proof of posting (a PDF the backend renders),
// asked from the shipment's screen, under that screen's access rule.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { requirePermission } from '~/auth/require-permission.server';
import { isShipmentId, shipmentFileDownload } from '~/domains/document/shipment.server';

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'documentShipment');
  const id = new URL(args.request.url).searchParams.get('id') ?? '';
  if (!isShipmentId(id)) throw data(null, { status: 404 });
  return shipmentFileDownload(args, { kind: 'proof', id });
}
