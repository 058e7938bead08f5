// One member's screen and what it changes: the member with its groups and devices, the groups to
// choose from, registering a member, saving a change, deleting the member and removing a device.
// Each change answers with a banner on the screen it leads to; a refusal the backend names (a
// national number registered already, a member notifications reached, a device that cannot be
// removed) is said in the user's language, on its field where it has one.
import { data } from '@remix-run/node';
import { z } from 'zod';
import {
  createMember,
  deleteMember,
  getGroups,
  getMember,
  pushErrorCodes,
  removeReceiver,
  updateMember,
  type Group,
  type Member,
} from '@contracts/push-notification';
import { callBackend } from '~/backend/client.server';
import { BackendError, isSourceFailure } from '~/backend/errors';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import { issue, type ValidationIssue } from '~/lib/validation/issue';
import type { RequestArgs } from '~/load-context';
import { replyWithFormFailure, submissionReply } from '~/page-state/form-reply.server';
import { parseForm } from '~/page-state/parse-form';
import { href } from '~/routing/href';
import { redirectWithBanner } from '~/ui/feedback/flash.server';
import { memberIntents } from './member-fields';
import { memberChangeSchema, newMemberSchema } from './member-schema';

export type MemberLookup =
  { state: 'found'; member: Member } | { state: 'notFound' } | { state: 'failed' };

/** The member of the path, of the role's organisation. */
export async function lookupMember(args: RequestArgs, id: string): Promise<MemberLookup> {
  if (!z.uuid().safeParse(id).success) return { state: 'notFound' };
  try {
    const member = await callBackend(getMember, {
      request: args.request,
      context: args.context,
      params: { lid: id },
    });
    return { state: 'found', member };
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) return { state: 'notFound' };
    if (isSourceFailure(error)) return { state: 'failed' };
    throw error;
  }
}

/** The organisation's groups, to place a member in; none when they cannot be read. */
export async function memberGroups(args: RequestArgs): Promise<Group[]> {
  try {
    return await callBackend(getGroups, { request: args.request, context: args.context });
  } catch (error) {
    if (isSourceFailure(error)) return [];
    throw error;
  }
}

const memberName = (member: Pick<Member, 'voornaam' | 'naam'>) =>
  `${member.voornaam} ${member.naam}`;

/** The failure of a change the backend did not make, for the form's alert. */
export type MemberFormFailure = { correlationId: string } | null;

/** Registers a new member; afterwards its screen with a banner. */
export async function registerMember(args: RequestArgs) {
  const { request, context } = args;
  const locale = requestLocale(request);
  const submission = parseForm(await request.formData(), newMemberSchema());
  if (submission.status !== 'success') {
    return replyWithFormFailure(context, {
      result: submissionReply(submission),
      failure: null as MemberFormFailure,
    });
  }
  const { insz, ...rest } = submission.value;
  try {
    const created = await callBackend(createMember, { request, context, body: { insz, ...rest } });
    const t = await i18nServer.getFixedT(locale, 'push');
    return redirectWithBanner(href('pushMember', { lid: created.id }, locale), {
      kind: 'success',
      title: t('memberForm.createdTitle'),
      description: t('memberForm.created', { name: memberName(created) }),
    });
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    const code = error.body?.errors[0]?.code;
    const fieldErrors: Record<string, ValidationIssue[]> | null =
      error.status === 409 && code === pushErrorCodes.memberExists
        ? { insz: [issue('push.memberExists')] }
        : error.status === 400 && code === 'groepen'
          ? { groepen: [issue('push.unknownGroup')] }
          : null;
    return replyWithFormFailure(context, {
      result: submissionReply(submission, fieldErrors ?? undefined),
      failure: fieldErrors ? null : { correlationId: context.correlationId },
    });
  }
}

export async function changeMember(args: RequestArgs, id: string) {
  const { request, context } = args;
  const locale = requestLocale(request);
  const t = await i18nServer.getFixedT(locale, 'push');
  const formData = await request.formData();
  const intent = formData.get('intent');
  const back = href('pushMember', { lid: id }, locale);
  if (intent === memberIntents.delete) return removeMember(args, id, back);
  if (intent === memberIntents.removeDevice) {
    const device = String(formData.get('toestel') ?? '');
    if (!z.uuid().safeParse(device).success) throw data(null, { status: 400 });
    try {
      await callBackend(removeReceiver, { request, context, params: { toestel: device } });
      return redirectWithBanner(back, {
        kind: 'success',
        title: t('member.deviceRemovedTitle'),
        description: t('member.deviceRemoved'),
      });
    } catch (error) {
      if (!(error instanceof BackendError) || error.status >= 500) throw error;
      return redirectWithBanner(back, {
        kind: 'error',
        title: t('member.deviceNotRemoved'),
        description: error.body?.errors[0]?.message ?? error.body?.message ?? '',
      });
    }
  }
  if (intent !== memberIntents.change) throw data(null, { status: 400 });
  const submission = parseForm(formData, memberChangeSchema());
  if (submission.status !== 'success') {
    return replyWithFormFailure(context, {
      result: submissionReply(submission),
      failure: null as MemberFormFailure,
    });
  }
  try {
    await callBackend(updateMember, {
      request,
      context,
      params: { lid: id },
      body: submission.value,
    });
    return redirectWithBanner(back, {
      kind: 'success',
      title: t('member.savedTitle'),
      description: t('member.saved'),
    });
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    if (error.status === 404) throw data(null, { status: 404 });
    const unknownGroup = error.status === 400 && error.body?.errors[0]?.code === 'groepen';
    return replyWithFormFailure(context, {
      result: submissionReply(
        submission,
        unknownGroup ? { groepen: [issue('push.unknownGroup')] } : undefined,
      ),
      failure: unknownGroup ? null : { correlationId: context.correlationId },
    });
  }
}

async function removeMember(args: RequestArgs, id: string, back: string) {
  const { request, context } = args;
  const locale = requestLocale(request);
  const t = await i18nServer.getFixedT(locale, 'push');
  const lookup = await lookupMember(args, id);
  if (lookup.state === 'notFound') throw data(null, { status: 404 });
  const name = lookup.state === 'found' ? memberName(lookup.member) : '';
  try {
    await callBackend(deleteMember, { request, context, params: { lid: id } });
    return redirectWithBanner(href('pushMembers', {}, locale), {
      kind: 'success',
      title: t('member.deletedTitle'),
      description: t('member.deleted', { name }),
    });
  } catch (error) {
    if (!(error instanceof BackendError) || error.status >= 500) throw error;
    return redirectWithBanner(back, {
      kind: 'error',
      title: t('member.notDeleted'),
      description: error.body?.errors[0]?.message ?? error.body?.message ?? '',
    });
  }
}
