// The notification form's content rules, in the browser and on the server: a title and a message
// in Dutch, and in French, German and English when any of their fields is filled (then both);
// titles and subtitles within their lengths; the link and the image as https addresses. The
// message's formatting and its 993 characters of text are read by the server with the editor's
// sanitiser (readRichText), which the browser's check does not load. The phone numbers of a test
// send: one to five, each a real number (the project's phone rule), sent in international form.
import { z } from 'zod';
import {
  notificationLanguages,
  pushLimits,
  type NotificationLanguage,
} from '@contracts/push-notification-codes';
import { issue, reportIssue, type ValidationIssue } from '~/lib/validation/issue';
import { validateMaxLength } from '~/lib/validation/max-length';
import { normalisePhoneNumber, validatePhone } from '~/lib/validation/phone';
import { isBlank } from '~/lib/validation/required';

/** A language's field names in the form: `nl.titel`, `fr.bericht`, … */
export const contentFieldNames = ['titel', 'subtitel', 'bericht', 'url', 'afbeelding'] as const;
export type ContentFieldName = (typeof contentFieldNames)[number];

/**
 * Beside a language's fields: the image file to upload (`nl.afbeeldingBestand`), whose address
 * the server puts in the language's `afbeelding`, and the uploaded image's id (`nl.afbeeldingId`),
 * carried from step to step so the preview can show an image of the organisation's own.
 */
export const imageFields = { file: 'afbeeldingBestand', id: 'afbeeldingId' } as const;

const imageId = z.uuid();

/**
 * The id of the organisation's uploaded image an address is, when the form carries that id and
 * the address still ends with it; else null (an address typed or changed is shown as text only).
 */
export function uploadedImageId(address: string | null, id: unknown): string | null {
  if (!address || typeof id !== 'string' || !imageId.safeParse(id).success) return null;
  return address.trim().endsWith(`/${id}`) ? id : null;
}

const text = z.string().default('');

function isHttpsAddress(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

function languageSchema(language: NotificationLanguage) {
  const required = language === 'nl';
  return z
    .object({
      titel: text,
      subtitel: text,
      bericht: text,
      url: text,
      afbeelding: text,
    })
    .superRefine((fields, ctx) => {
      const filled = contentFieldNames.some((name) => !isBlank(fields[name]));
      if (!required && !filled) return;
      for (const name of ['titel', 'bericht'] as const) {
        if (isBlank(fields[name])) {
          reportIssue(ctx, required ? issue('required') : issue('push.languageIncomplete'), [name]);
        }
      }
      reportIssue(ctx, validateMaxLength(fields.titel.trim(), pushLimits.title), ['titel']);
      reportIssue(ctx, validateMaxLength(fields.subtitel.trim(), pushLimits.subtitle), [
        'subtitel',
      ]);
      for (const name of ['url', 'afbeelding'] as const) {
        const value = fields[name].trim();
        if (value && (value.length > pushLimits.url || !isHttpsAddress(value))) {
          reportIssue(ctx, issue('push.httpsUrl'), [name]);
        }
      }
    })
    .transform((fields) =>
      contentFieldNames.every((name) => isBlank(fields[name]))
        ? null
        : {
            titel: fields.titel.trim(),
            subtitel: fields.subtitel.trim(),
            bericht: fields.bericht,
            url: fields.url.trim() || null,
            afbeelding: fields.afbeelding.trim() || null,
          },
    );
}

/** The content of the four languages, each null when left empty (Dutch never is). */
export function contentSchema() {
  return z.object(
    Object.fromEntries(
      notificationLanguages.map((language) => [language, languageSchema(language)]),
    ) as Record<NotificationLanguage, ReturnType<typeof languageSchema>>,
  );
}

export type ContentForm = z.output<ReturnType<typeof contentSchema>>;

/**
 * The phone numbers of a test send, one per line or separated by commas or semicolons: one to
 * five, each a real number, in international form; or the first problem found.
 */
export function readTestNumbers(
  value: string,
): { ok: true; numbers: string[] } | { ok: false; issue: ValidationIssue } {
  const numbers = value
    .split(/[\n,;]+/)
    .map((number) => number.trim())
    .filter(Boolean);
  if (numbers.length === 0) return { ok: false, issue: issue('push.numbersRequired') };
  if (numbers.length > pushLimits.testPhoneNumbers) {
    return { ok: false, issue: issue('push.tooManyNumbers', { max: pushLimits.testPhoneNumbers }) };
  }
  const wrong = numbers.find((number) => validatePhone(number) !== null);
  if (wrong !== undefined)
    return { ok: false, issue: issue('push.invalidNumber', { number: wrong }) };
  return { ok: true, numbers: numbers.map((number) => normalisePhoneNumber(number) as string) };
}

/** The phone numbers of a test send as a field of their own. */
export function testNumbersSchema() {
  return z.string().transform((value, ctx) => {
    const read = readTestNumbers(value);
    if (read.ok) return read.numbers;
    reportIssue(ctx, read.issue);
    return z.NEVER;
  });
}
