// The send form's rules, in the browser and on the server: the content (content-schema.ts), and
// what the button asks. A test send needs the phone numbers (not the audience); going on to the
// confirmation and sending need the audience: one member (chosen from the suggestions, or typed
// as a name or national number the server looks up), everyone, or, on the group screen, a group.
import { z } from 'zod';
import { issue, reportIssue } from '~/lib/validation/issue';
import { isBlank } from '~/lib/validation/required';
import { contentSchema, readTestNumbers } from './content-schema';

/** What the form's buttons ask. */
export const sendIntents = {
  /** Send to the phone numbers only. */
  test: 'test',
  /** Check everything and show the confirmation with the audience's size. */
  review: 'review',
  /** Send (from the confirmation). */
  send: 'send',
  /** Back from the confirmation to the form, as it was. */
  edit: 'edit',
} as const;
export type SendIntent = (typeof sendIntents)[keyof typeof sendIntents];

/** Whom a screen sends to: one member or everyone, or a group. */
export type SendScreenKind = 'memberOrAll' | 'group';

/** The send form's field names beside the content's. */
export const sendFields = {
  intent: 'intent',
  audience: 'doelgroep',
  memberText: 'lid',
  memberId: 'lidId',
  group: 'groep',
  numbers: 'telefoonnummers',
} as const;

export type Audience =
  | { kind: 'allen' }
  | { kind: 'lid'; id: string | null; text: string }
  | { kind: 'groep'; id: string };

const text = z.string().default('');
const uuid = z.uuid();

export function sendSchema(kind: SendScreenKind) {
  const f = sendFields;
  return contentSchema()
    .extend({
      [f.intent]: z.enum(Object.values(sendIntents)).default(sendIntents.review),
      [f.audience]: text,
      [f.memberText]: text,
      [f.memberId]: text,
      [f.group]: text,
      [f.numbers]: text,
    })
    .superRefine((form, ctx) => {
      const intent = form[f.intent];
      if (intent === sendIntents.edit) return;
      if (intent === sendIntents.test) {
        const numbers = readTestNumbers(form[f.numbers]);
        if (!numbers.ok) reportIssue(ctx, numbers.issue, [f.numbers]);
        return;
      }
      if (kind === 'group') {
        if (!uuid.safeParse(form[f.group]).success) {
          reportIssue(ctx, issue('push.groupRequired'), [f.group]);
        }
        return;
      }
      const audience = form[f.audience];
      if (audience !== 'lid' && audience !== 'allen') {
        reportIssue(ctx, issue('push.audienceRequired'), [f.audience]);
      } else if (
        audience === 'lid' &&
        isBlank(form[f.memberText]) &&
        !uuid.safeParse(form[f.memberId]).success
      ) {
        reportIssue(ctx, issue('push.memberRequired'), [f.memberText]);
      }
    })
    .transform((form) => {
      const intent = form[f.intent];
      const numbers = readTestNumbers(form[f.numbers]);
      const memberId = uuid.safeParse(form[f.memberId]);
      const audience: Audience | null =
        kind === 'group'
          ? uuid.safeParse(form[f.group]).success
            ? { kind: 'groep', id: form[f.group] }
            : null
          : form[f.audience] === 'allen'
            ? { kind: 'allen' }
            : form[f.audience] === 'lid'
              ? {
                  kind: 'lid',
                  id: memberId.success ? memberId.data : null,
                  text: form[f.memberText].trim(),
                }
              : null;
      return {
        intent,
        content: { nl: form.nl, fr: form.fr, de: form.de, en: form.en },
        audience,
        numbers: numbers.ok ? numbers.numbers : [],
      };
    });
}

export type SendForm = z.output<ReturnType<typeof sendSchema>>;
