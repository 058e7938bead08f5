// GET /api/notificatie/afbeelding?id=…: an image the role's organisation uploaded for its
// notifications, for the send form's preview and confirmation, under the send screen's access
// rule. The backend answers the bytes with their checked type (PNG or JPEG); another
// organisation's image, or none, is not found.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { getImageContent } from '@contracts/push-notification';
import { requirePermission } from '~/auth/require-permission.server';
import { downloadFromBackend } from '~/backend/client.server';
import { BackendError, isSourceFailure } from '~/backend/errors';

const query = z.object({ id: z.uuid() });

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'pushSend');
  const asked = query.safeParse(Object.fromEntries(new URL(args.request.url).searchParams));
  if (!asked.success) throw data(null, { status: 404 });
  try {
    const answer = await downloadFromBackend(getImageContent, {
      ...args,
      params: { afbeelding: asked.data.id },
    });
    // Shown in the page, not saved: the type is the backend's, checked from the image's content.
    answer.headers.set('Content-Disposition', 'inline');
    return answer;
  } catch (error) {
    if (error instanceof BackendError) {
      return new Response(null, { status: isSourceFailure(error) ? 502 : error.status });
    }
    throw error;
  }
}
