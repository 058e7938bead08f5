// Messages that travel from one request to the next page in a short-lived signed cookie
// (Post/Redirect/Get): a toast, a page alert named by its translation key, or a banner that
// confirms what was done and stays on the page (a new person's number).
import { randomUUID } from 'node:crypto';
import { createCookie, redirect } from '@remix-run/node';
import { z } from 'zod';
import { getEnv } from '~/config/env.server';
import {
  feedbackKinds,
  flashAlertKeys,
  type Banner,
  type FlashAlert,
  type Toast,
} from './feedback';

const flashSchema = z.object({
  toast: z
    .object({
      id: z.string().min(1).max(64),
      kind: z.enum(feedbackKinds),
      title: z.string().max(200).optional(),
      description: z.string().min(1).max(1000),
    })
    .optional(),
  alert: z
    .object({
      kind: z.enum(feedbackKinds),
      messageKey: z.enum(flashAlertKeys),
      closable: z.boolean(),
    })
    .optional(),
  banner: z
    .object({
      kind: z.enum(feedbackKinds),
      title: z.string().min(1).max(200),
      description: z.string().min(1).max(1000),
    })
    .optional(),
});

type Flash = z.infer<typeof flashSchema>;

let flashCookie: ReturnType<typeof createCookie> | undefined;

function cookie() {
  if (!flashCookie) {
    const env = getEnv();
    flashCookie = createCookie('portal_flash', {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: env.secureTransport,
      secrets: [env.SESSION_SECRET],
      maxAge: 60,
    });
  }
  return flashCookie;
}

async function redirectWithFlash(
  url: string,
  flash: Flash,
  init?: ResponseInit,
): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.append('Set-Cookie', await cookie().serialize(flashSchema.parse(flash)));
  return redirect(url, { ...init, headers });
}

export function redirectWithToast(url: string, toast: Omit<Toast, 'id'>, init?: ResponseInit) {
  return redirectWithFlash(url, { toast: { ...toast, id: randomUUID() } }, init);
}

export function redirectWithAlert(url: string, alert: FlashAlert, init?: ResponseInit) {
  return redirectWithFlash(url, { alert }, init);
}

/** A banner on the next page: for a result the user needs to read again, unlike a toast. */
export function redirectWithBanner(url: string, banner: Banner, init?: ResponseInit) {
  return redirectWithFlash(url, { banner }, init);
}

/** Reads and clears the pending flash; a tampered or malformed cookie is simply ignored. */
export async function takeFlash(request: Request): Promise<{
  toast: Toast | null;
  alert: FlashAlert | null;
  banner: Banner | null;
  headers: Headers;
}> {
  const headers = new Headers();
  const header = request.headers.get('Cookie');
  if (!header?.includes('portal_flash=')) {
    return { toast: null, alert: null, banner: null, headers };
  }
  const parsed = flashSchema.safeParse(await cookie().parse(header));
  headers.append('Set-Cookie', await cookie().serialize('', { maxAge: 0 }));
  return {
    toast: parsed.success ? (parsed.data.toast ?? null) : null,
    alert: parsed.success ? (parsed.data.alert ?? null) : null,
    banner: parsed.success ? (parsed.data.banner ?? null) : null,
    headers,
  };
}
