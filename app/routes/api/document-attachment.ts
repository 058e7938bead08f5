// GET /api/documentendienst/bijlage?id=…&naam=…: a shipment's attachment, asked from the
// shipment's screen, under that screen's access rule. The backend logs the consultation.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { documentLimits } from '@contracts/document';
import { requirePermission } from '~/auth/require-permission.server';
import { isShipmentId, shipmentFileDownload } from '~/domains/document/shipment.server';

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'documentShipment');
  const params = new URL(args.request.url).searchParams;
  const id = params.get('id') ?? '';
  const name = params.get('naam') ?? '';
  if (!isShipmentId(id) || !name || name.length > documentLimits.fileName)
    throw data(null, { status: 404 });
  return shipmentFileDownload(args, { kind: 'attachment', id, name });
}
