// Toasts travel from an action to the next page in a short-lived signed cookie (Post/Redirect/Get).
import { randomUUID } from 'node:crypto';
import { createCookie, redirect } from '@remix-run/node';
import { z } from 'zod';
import { getEnv } from '~/config/env.server';
import { feedbackKinds, type Toast } from './feedback';

const toastSchema = z.object({
  id: z.string().min(1).max(64),
  kind: z.enum(feedbackKinds),
  title: z.string().max(200).optional(),
  description: z.string().min(1).max(1000),
}) satisfies z.ZodType<Toast>;

let toastCookie: ReturnType<typeof createCookie> | undefined;

function cookie() {
  if (!toastCookie) {
    const env = getEnv();
    toastCookie = createCookie('portal_toast', {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: env.secureTransport,
      secrets: [env.SESSION_SECRET],
      maxAge: 60,
    });
  }
  return toastCookie;
}

export async function redirectWithToast(
  url: string,
  toast: Omit<Toast, 'id'>,
  init?: ResponseInit,
): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.append(
    'Set-Cookie',
    await cookie().serialize(toastSchema.parse({ ...toast, id: randomUUID() })),
  );
  return redirect(url, { ...init, headers });
}

/** Reads and clears the pending toast; a tampered or malformed cookie is simply ignored. */
export async function takeToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers }> {
  const headers = new Headers();
  const header = request.headers.get('Cookie');
  if (!header?.includes('portal_toast=')) return { toast: null, headers };
  const parsed = toastSchema.safeParse(await cookie().parse(header));
  headers.append('Set-Cookie', await cookie().serialize('', { maxAge: 0 }));
  return { toast: parsed.success ? parsed.data : null, headers };
}
