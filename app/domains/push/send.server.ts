// The send screens' server side: what the form starts from (a member or group named in the URL,
// the groups to choose from), and its posts. A test goes to the phone numbers at once and the form
// comes back as it was, with what each number reached. "Continue" checks everything, looks the
// audience up (a typed name or national number becomes the one member it names) and answers the
// confirmation step with the audience's size and the content as the server read it; "Send" reads
// the whole form again (never trusting the confirmation's hidden fields) and sends, then shows the
// notification's screen. "Change" brings the form back as it was. Refusals are said on their
// field where they have one.
import type { SubmissionResult } from '@conform-to/react';
import { z } from 'zod';
import {
  getAudience,
  getGroups,
  pushErrorCodes,
  searchMembers,
  sendTest,
  sendToAll,
  sendToGroup,
  sendToMember,
  type Group,
  type NotificationContent,
  type NotificationLanguage,
  type NotificationSummary,
} from '@contracts/push-notification';
import { callBackend } from '~/backend/client.server';
import { BackendError, isSourceFailure } from '~/backend/errors';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import { issue, type ValidationIssue } from '~/lib/validation/issue';
import type { RequestArgs } from '~/load-context';
import { replyWithFormFailure, submissionReply } from '~/page-state/form-reply.server';
import { parseForm, type FormErrors } from '~/page-state/parse-form';
import { href } from '~/routing/href';
import { redirectWithBanner } from '~/ui/feedback/flash.server';
import { readContentForm, readContentPost, uploadedImages } from './content-form.server';
import {
  sendFields,
  sendIntents,
  sendSchema,
  type Audience,
  type SendForm,
  type SendScreenKind,
} from './send-schema';

/** The audience as the confirmation names it. */
export interface AudienceSize {
  kind: Audience['kind'];
  /** The member's or the group's name. */
  name: string | null;
  members: number;
  devices: number;
}

/** What each phone number of a test reached. */
export interface TestOutcome {
  notification: string;
  numbers: { number: string; devices: number; delivered: number }[];
}

/** A post's answer: the form again (with its errors, or a test's outcome), or the confirmation. */
export type SendReply =
  | {
      step: 'form';
      result: SubmissionResult<FormErrors>;
      test: TestOutcome | null;
      failure: { correlationId: string } | null;
    }
  | {
      step: 'confirm';
      audience: AudienceSize;
      /** The audience's fields, carried to the send. */
      fields: Record<string, string>;
      content: NotificationContent;
      /** The ids of the languages' images the organisation uploaded, shown as images. */
      images: Partial<Record<NotificationLanguage, string>>;
    };

/** The organisation's groups; none when they cannot be read. */
export async function sendGroups(args: RequestArgs): Promise<Group[]> {
  try {
    return await callBackend(getGroups, { request: args.request, context: args.context });
  } catch (error) {
    if (isSourceFailure(error)) return [];
    throw error;
  }
}

/** The form's first values from the URL: `?lid=<id>` (a member's screen), `?groep=<id>`. */
export async function sendStart(
  args: RequestArgs,
  kind: SendScreenKind,
): Promise<Record<string, string>> {
  const url = new URL(args.request.url);
  if (kind === 'group') {
    const group = url.searchParams.get(sendFields.group) ?? '';
    return z.uuid().safeParse(group).success ? { [sendFields.group]: group } : {};
  }
  const member = url.searchParams.get(sendFields.memberText) ?? '';
  if (!z.uuid().safeParse(member).success) return {};
  try {
    const audience = await callBackend(getAudience, {
      request: args.request,
      context: args.context,
      query: { doelgroep: 'lid', lid: member },
    });
    return {
      [sendFields.audience]: 'lid',
      [sendFields.memberText]: audience.naam ?? '',
      [sendFields.memberId]: member,
    };
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) return {};
    if (isSourceFailure(error)) return {};
    throw error;
  }
}

/** The member a typed name or national number names: its id, or why there is none. */
async function resolveMember(
  args: RequestArgs,
  text: string,
): Promise<{ id: string } | { issue: ValidationIssue }> {
  const found = await callBackend(searchMembers, {
    request: args.request,
    context: args.context,
    query: { zoek: text, status: 'all', orderBy: 'naam', order: 'Asc', skip: 0, take: 2 },
  });
  const [first, second] = found.resultaten;
  if (!first) return { issue: issue('push.memberNotFound') };
  if (second) return { issue: issue('push.memberAmbiguous') };
  return { id: first.id };
}

/** The audience's query for the backend, a typed member looked up first. */
async function audienceQuery(
  args: RequestArgs,
  audience: Audience,
): Promise<
  | { query: { doelgroep: Audience['kind']; lid?: string; groep?: string } }
  | { issue: ValidationIssue; field: string }
> {
  if (audience.kind === 'allen') return { query: { doelgroep: 'allen' } };
  if (audience.kind === 'groep') return { query: { doelgroep: 'groep', groep: audience.id } };
  if (audience.id) return { query: { doelgroep: 'lid', lid: audience.id } };
  const member = await resolveMember(args, audience.text);
  if ('issue' in member) return { issue: member.issue, field: sendFields.memberText };
  return { query: { doelgroep: 'lid', lid: member.id } };
}

/** A refusal of the backend said on the form's field it concerns, if it concerns one. */
function fieldErrorOf(
  error: BackendError,
  form: SendForm,
  audienceField: string,
): Record<string, ValidationIssue[]> | null {
  const code = error.body?.errors[0]?.code ?? '';
  if (error.status === 409 && code === pushErrorCodes.noReachableDevices) {
    return { [audienceField]: [issue('push.noReachableDevices')] };
  }
  if (error.status === 404) {
    return form.audience?.kind === 'groep'
      ? { [sendFields.group]: [issue('push.groupRequired')] }
      : { [sendFields.memberText]: [issue('push.memberNotFound')] };
  }
  const number = /^telefoonnummers\.(\d+)$/.exec(code);
  if (error.status === 400 && number) {
    return {
      [sendFields.numbers]: [
        issue('push.numbersRefused', { number: form.numbers[Number(number[1])] ?? '' }),
      ],
    };
  }
  return null;
}

/** The field a refusal of the audience is said on. */
function audienceField(kind: SendScreenKind, audience: Audience | null): string {
  if (kind === 'group') return sendFields.group;
  return audience?.kind === 'lid' ? sendFields.memberText : sendFields.audience;
}

export async function sendAction(args: RequestArgs, kind: SendScreenKind) {
  const { request, context } = args;
  const locale = requestLocale(request);
  // Urlencoded, or multipart with an image file per language (uploaded unless going back).
  const post = await readContentPost(
    args,
    (fields) => fields.get(sendFields.intent) !== sendIntents.edit,
  );
  if (!post.ok) {
    return replyWithFormFailure(context, {
      step: 'form',
      result: { status: 'error', initialValue: {}, error: post.fieldErrors },
      test: null,
      failure: null,
    } satisfies SendReply);
  }
  const formData = post.formData;
  const submission = parseForm(formData, sendSchema(kind));
  // A refused image file is said on its field whatever else is said: it must be chosen again.
  const formReply = (
    fieldErrors?: Record<string, ValidationIssue[]>,
    failure: { correlationId: string } | null = null,
  ) => {
    const errors = { ...post.fileErrors, ...fieldErrors };
    return replyWithFormFailure(context, {
      step: 'form',
      result: submissionReply(submission, Object.keys(errors).length > 0 ? errors : undefined),
      test: null,
      failure,
    } satisfies SendReply);
  };

  // Back from the confirmation: the form as it was, nothing checked.
  if (formData.get(sendFields.intent) === sendIntents.edit) {
    return {
      step: 'form',
      result: { initialValue: submission.payload } as SubmissionResult<FormErrors>,
      test: null,
      failure: null,
    } satisfies SendReply;
  }
  if (submission.status !== 'success') return formReply();
  if (post.failed) return formReply(undefined, { correlationId: context.correlationId });
  if (Object.keys(post.fileErrors).length > 0) return formReply();
  const form = submission.value;
  const content = readContentForm(form.content, formData);
  if (!content.ok) return formReply(content.fieldErrors);

  try {
    if (form.intent === sendIntents.test) {
      const tested = await callBackend(sendTest, {
        request,
        context,
        body: { notificatie: content.content, telefoonnummers: form.numbers },
      });
      return {
        step: 'form',
        result: submissionReply(submission),
        test: {
          notification: tested.melding.id,
          numbers: tested.nummers.map((each) => ({
            number: each.telefoonnummer,
            devices: each.toestellen,
            delivered: each.afgeleverd,
          })),
        },
        failure: null,
      } satisfies SendReply;
    }

    if (!form.audience) return formReply();
    const asked = await audienceQuery(args, form.audience);
    if ('issue' in asked) return formReply({ [asked.field]: [asked.issue] });
    const size = await callBackend(getAudience, { request, context, query: asked.query });
    if (size.toestellen === 0) {
      return formReply({
        [audienceField(kind, form.audience)]: [issue('push.noReachableDevices')],
      });
    }

    if (form.intent === sendIntents.review) {
      const fields: Record<string, string> =
        asked.query.doelgroep === 'groep'
          ? { [sendFields.group]: asked.query.groep ?? '' }
          : {
              [sendFields.audience]: asked.query.doelgroep,
              ...(asked.query.lid
                ? {
                    [sendFields.memberText]: size.naam ?? '',
                    [sendFields.memberId]: asked.query.lid,
                  }
                : {}),
            };
      return {
        step: 'confirm',
        audience: {
          kind: asked.query.doelgroep,
          name: size.naam,
          members: size.leden,
          devices: size.toestellen,
        },
        fields,
        content: content.content,
        images: uploadedImages(content.content, formData),
      } satisfies SendReply;
    }

    const sent = await send(args, asked.query, content.content);
    const t = await i18nServer.getFixedT(locale, 'push');
    return redirectWithBanner(href('pushNotification', { notificatie: sent.id }, locale), {
      kind: 'success',
      title: t('send.sentTitle'),
      description: t('send.sent', { count: sent.toestellen }),
    });
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    const fieldErrors = fieldErrorOf(error, form, audienceField(kind, form.audience));
    if (fieldErrors) return formReply(fieldErrors);
    if (error.status >= 500 || isSourceFailure(error)) {
      return formReply(undefined, { correlationId: context.correlationId });
    }
    throw error;
  }
}

function send(
  args: RequestArgs,
  query: { doelgroep: Audience['kind']; lid?: string; groep?: string },
  notificatie: NotificationContent,
): Promise<NotificationSummary> {
  const { request, context } = args;
  if (query.doelgroep === 'groep' && query.groep) {
    return callBackend(sendToGroup, {
      request,
      context,
      body: { groep: query.groep, notificatie },
    });
  }
  if (query.doelgroep === 'lid' && query.lid) {
    return callBackend(sendToMember, { request, context, body: { lid: query.lid, notificatie } });
  }
  return callBackend(sendToAll, { request, context, body: { notificatie } });
}

/** The member suggestions of the send form's autocomplete: name and national number. */
export async function memberSuggestions(args: RequestArgs, text: string) {
  const found = await callBackend(searchMembers, {
    request: args.request,
    context: args.context,
    query: { zoek: text, status: 'all', orderBy: 'naam', order: 'Asc', skip: 0, take: 10 },
  });
  return found.resultaten.map((member) => ({
    id: member.id,
    naam: `${member.voornaam} ${member.naam}`,
    insz: member.insz,
  }));
}
