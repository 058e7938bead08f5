// GET /api/notificatie/leden?q=…: the members of the role's organisation whose name or national
// number matches, for the send form's autocomplete (name and national number, at most ten). The
// send screen's own access rule; JSON, never a redirect (a script fetches it), and never cached:
// these are people, not reference data.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { requirePermission } from '~/auth/require-permission.server';
import { BackendError, isSourceFailure } from '~/backend/errors';
import { memberSuggestions } from '~/domains/push/send.server';

const query = z.object({ q: z.string().trim().min(2).max(100) });
const noStore = { 'Cache-Control': 'no-store' };

export async function loader(args: LoaderFunctionArgs) {
  try {
    await requirePermission(args, 'pushSend');
  } catch (error) {
    if (error instanceof Response) return Response.json([], { status: 403, headers: noStore });
    throw error;
  }
  const asked = query.safeParse(Object.fromEntries(new URL(args.request.url).searchParams));
  if (!asked.success) return Response.json([], { status: 400, headers: noStore });
  try {
    return Response.json(await memberSuggestions(args, asked.data.q), { headers: noStore });
  } catch (error) {
    if (isSourceFailure(error) || error instanceof BackendError) {
      return Response.json([], { status: 502, headers: noStore });
    }
    throw error;
  }
}
