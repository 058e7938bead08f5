// The person screens' stored preferences (spec §9): the history switch, the date choice and date
// (separately for family history) and the display mode. A cookie, so they work without JavaScript.
import { parseCookie, stringifySetCookie } from 'cookie';
import { z } from 'zod';
import { getEnv } from '~/config/env.server';
import { historyDateChoices } from '~/lib/validation/history-date';
import { displayModes } from './display-mode';
import { earliestHistoryDisplayDate } from './search-schema';

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
