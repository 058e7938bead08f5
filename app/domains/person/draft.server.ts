// What was typed into the add-person form when the backend refused it: kept, encrypted, in a
// short-lived cookie so the error page can send the user back to a form that still holds it.
import { parseCookie, stringifySetCookie } from 'cookie';
import { z } from 'zod';
import { getEnv } from '~/config/env.server';
import { sealJson, unsealJson } from '~/lib/crypto/sealed.server';

const name = 'portal_person_draft';
const purpose = 'person-draft';
const thirtyMinutes = 30 * 60;
/** Browsers keep cookies up to about 4 KB; a draft that does not fit is not kept. */
const maximumCookieLength = 3800;

const draftSchema = z.object({
  entries: z.array(z.tuple([z.string().max(100), z.string().max(500)])).max(100),
  reasons: z.array(z.string().max(500)).max(10),
  correlationId: z.string().max(100),
});

export type PersonDraft = z.infer<typeof draftSchema>;

function attributes(maxAge: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: getEnv().secureTransport,
    path: '/',
    maxAge,
  };
}

/** The form's text fields (files and the intent are not part of a draft). */
export function draftEntries(formData: FormData): [string, string][] {
  return [...formData.entries()].flatMap(([key, value]) =>
    typeof value === 'string' && value !== '' ? [[key.slice(0, 100), value.slice(0, 500)]] : [],
  );
}

/** The Set-Cookie header for a draft, or null when it is too large to keep. */
export function draftCookie(draft: PersonDraft): string | null {
  const cookie = stringifySetCookie(
    name,
    sealJson(draftSchema.parse(draft), getEnv().SESSION_SECRET, purpose),
    attributes(thirtyMinutes),
  );
  return cookie.length <= maximumCookieLength ? cookie : null;
}

export function readDraft(request: Request): PersonDraft | null {
  const header = request.headers.get('Cookie');
  const sealed = header ? parseCookie(header)[name] : undefined;
  if (!sealed) return null;
  const parsed = draftSchema.safeParse(unsealJson(sealed, getEnv().SESSION_SECRET, purpose));
  return parsed.success ? parsed.data : null;
}

export function clearDraftCookie(): string {
  return stringifySetCookie(name, '', attributes(0));
}

/** Draft entries as the form's default values: 'birthDate.day' becomes { birthDate: { day } }. */
export function draftDefaults(entries: readonly [string, string][]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    const [head = '', tail] = key.split('.', 2);
    if (tail === undefined) {
      values[head] = value;
      continue;
    }
    const group = (values[head] ??= {}) as Record<string, string>;
    group[tail] = value;
  }
  return values;
}
