// The person screens' stored preferences: the history switch, the date choice and date
// (separately for family history) and the display mode. A cookie, so they work without JavaScript.
import { data, redirect } from '@remix-run/node';
import { parseCookie, stringifySetCookie } from 'cookie';
import { z } from 'zod';
import { getEnv } from '~/config/env.server';
import { requestLocale } from '~/i18n/i18next.server';
import { historyDateChoices } from '~/lib/validation/history-date';
import { href } from '~/routing/href';
import { safeRedirect } from '~/routing/safe-redirect';
import { displayModes } from './display-mode';
import { earliestHistoryDisplayDate } from './search-fields';

const name = 'portal_person_prefs';
const oneYear = 365 * 24 * 60 * 60;

const displayDate = z.string().regex(/^\d{2}\.\d{2}\.\d{4}$/);

const preferencesSchema = z.object({
  history: z.boolean().catch(false),
  dateChoice: z.enum(historyDateChoices).catch('vanaf'),
  date: displayDate.catch(earliestHistoryDisplayDate),
  familyHistory: z.boolean().catch(false),
  familyHistoryDateChoice: z.enum(historyDateChoices).catch('vanaf'),
  familyDate: displayDate.catch(earliestHistoryDisplayDate),
  displayMode: z.enum(displayModes).catch('uitgebreid'),
});

export type PersonPreferences = z.infer<typeof preferencesSchema>;

export const defaultPreferences: PersonPreferences = {
  history: false,
  dateChoice: 'vanaf',
  date: earliestHistoryDisplayDate,
  familyHistory: false,
  familyHistoryDateChoice: 'vanaf',
  familyDate: earliestHistoryDisplayDate,
  displayMode: 'uitgebreid',
};

/** The preferences in the request's cookie; anything unreadable falls back to the defaults. */
export function readPreferences(request: Request): PersonPreferences {
  const header = request.headers.get('Cookie');
  const raw = header ? parseCookie(header)[name] : undefined;
  if (!raw) return defaultPreferences;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    return preferencesSchema.parse({ ...defaultPreferences, ...(parsed as object) });
  } catch {
    return defaultPreferences;
  }
}

export function preferencesCookie(preferences: PersonPreferences): string {
  return stringifySetCookie(
    name,
    Buffer.from(JSON.stringify(preferences), 'utf8').toString('base64url'),
    {
      httpOnly: true,
      sameSite: 'lax',
      secure: getEnv().secureTransport,
      path: '/',
      maxAge: oneYear,
    },
  );
}

/**
 * The display mode chosen on the person detail: remembered, and back to the same person with the
 * same source and reference (the detail consults again in the new mode).
 */
export async function chooseDisplayMode(request: Request): Promise<Response> {
  const formData = await request.formData();
  const mode = displayModes.find((candidate) => candidate === formData.get('displayMode'));
  if (!mode) throw data(null, { status: 400 });
  const url = new URL(request.url);
  const target = safeRedirect(
    `${url.pathname}${url.search}`,
    href('personSearch', {}, requestLocale(request)),
  );
  return redirect(target, {
    headers: {
      'Set-Cookie': preferencesCookie({ ...readPreferences(request), displayMode: mode }),
    },
  });
}
