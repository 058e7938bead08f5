// What a user does to health attestations: make an attestation's or a CTPC's document, send an
// attestation's document (or the person's latest attestation) to the person, recreate a person's
// attestations (revoking the existing ones or not), and set a person's one-dose rule. Each is one
// post of a plain form, so it works without JavaScript; the answer is the screen again with a
// lasting banner that says what happened, and for a document that was not sent, why, with the
// reference the service desk finds the request by.
import { data } from '@remix-run/node';
import { z } from 'zod';
import {
  generateAttestationDocument,
  generateCtpcDocument,
  healthAttestationErrorCodes,
  healthAttestationSource,
  recreateAttestations,
  RESEND_AFTER_DAYS,
  type HealthAttestationErrorCode,
  sendDocumentRequest,
  sendLatestAttestation,
  setOneDoseRequired,
} from '@contracts/health-attestation';
import { callBackend } from '~/backend/client.server';
import { BackendError } from '~/backend/errors';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import { formatDateTime } from '~/lib/format/date-time';
import { formatInsz, normaliseInsz, validateInsz } from '~/lib/validation/insz';
import type { PathArgs } from '~/load-context';
import { replyWithFormFailure, submissionReply } from '~/page-state/form-reply.server';
import { parseForm } from '~/page-state/parse-form';
import { searchModeParameter } from '~/page-state/url-names';
import { href, readConsultation } from '~/routing/href';
import { redirectWithBanner } from '~/ui/feedback/flash.server';
import { intentField, revokeChoices, revokeField } from './actions';
import type { HealthAttestationCapabilities } from './capabilities';
import { attestationFields, oneDoseFields } from './search-fields';
import { oneDoseChangeSchema } from './search-schema';

const attestationPost = z.discriminatedUnion(intentField, [
  z.object({ [intentField]: z.literal('genereer') }),
  z.object({ [intentField]: z.literal('verstuur') }),
  z.object({ [intentField]: z.literal('verstuurLaatste'), insz: z.string().regex(/^\d{11}$/) }),
  z.object({
    [intentField]: z.literal('hermaak'),
    insz: z.string().regex(/^\d{11}$/),
    [revokeField]: z.enum(revokeChoices),
  }),
]);

/** The codes a refused document request answers with, each with its own text. */
const sendFailures = new Set<number>(Object.values(healthAttestationErrorCodes));

/** The error banner of a document that was not sent: the source's reason, and the reference. */
async function notSent(locale: 'nl' | 'en', error: BackendError, correlationId: string) {
  const t = await i18nServer.getFixedT(locale, 'healthattestation');
  const code = error.body?.code;
  const reason =
    code !== undefined && sendFailures.has(code)
      ? t(`send.failures.${code as HealthAttestationErrorCode}`, { days: RESEND_AFTER_DAYS })
      : error.status === 404
        ? t('send.failures.none')
        : t('send.failures.other');
  return {
    kind: 'error' as const,
    title: t('send.notSentTitle'),
    description: `${reason} ${t('send.referenceId', { id: correlationId })}`,
  };
}

/** The banner of a request that failed for another reason than the source's own refusal. */
async function failed(
  locale: 'nl' | 'en',
  titleKey: 'document.failedTitle' | 'recreate.failedTitle' | 'oneDose.failedTitle',
  correlationId: string,
) {
  const t = await i18nServer.getFixedT(locale, 'healthattestation');
  return {
    kind: 'error' as const,
    title: t(titleKey),
    description: t('failedText', { correlationId }),
  };
}

/**
 * A post of an attestation's screen: make its document, send it, send the person's latest
 * attestation, or recreate the person's attestations. A post the screen never sends is refused.
 */
export async function attestationAction(
  caller: PathArgs,
  capabilities: HealthAttestationCapabilities,
) {
  const { request, context, params } = caller;
  const locale = requestLocale(request);
  const id = (params.attestId ?? '').toLowerCase();
  if (!z.uuid().safeParse(id).success) throw data(null, { status: 404 });
  const formData = await request.formData();
  const linked = readConsultation(new URL(request.url)).reference ?? '';
  const posted = attestationPost.safeParse(Object.fromEntries(formData));
  const screen = href('healthAttestation', { attestId: id }, locale, {
    source: healthAttestationSource,
    reference: linked,
  });
  // The screen's forms always send a whole post (the recreate confirmation comes with its choice
  // made): anything else is refused before the source is asked or the screen read again.
  if (!posted.success) throw data(null, { status: 400 });
  const t = await i18nServer.getFixedT(locale, 'healthattestation');
  const reference = linked || undefined;
  const post = posted.data;
  try {
    switch (post[intentField]) {
      case 'genereer': {
        const document = await callBackend(generateAttestationDocument, {
          request,
          context,
          params: { id },
          body: { reference },
        });
        return redirectWithBanner(`${screen}#document`, {
          kind: 'success',
          title: t('document.madeTitle'),
          description: t('document.made', { name: document.fileName }),
        });
      }
      case 'verstuur':
      case 'verstuurLaatste': {
        const sent =
          post[intentField] === 'verstuur'
            ? await callBackend(sendDocumentRequest, {
                request,
                context,
                params: { id },
                body: { reference },
              })
            : await callBackend(sendLatestAttestation, {
                request,
                context,
                body: { insz: post.insz, reference },
              });
        const target =
          sent.attestationId === id
            ? screen
            : href('healthAttestation', { attestId: sent.attestationId }, locale, {
                source: healthAttestationSource,
                reference: linked,
              });
        return redirectWithBanner(target, {
          kind: 'success',
          title: t('send.sentTitle'),
          description: t('send.sent', {
            time: formatDateTime(sent.sentOn),
            channel: t(`send.channels.${sent.channel}`),
            id: sent.referenceId,
          }),
        });
      }
      case 'hermaak': {
        if (!capabilities.mayRecreate) throw data(null, { status: 403 });
        const recreated = await callBackend(recreateAttestations, {
          request,
          context,
          params: { insz: post.insz },
          body: { revokeCertificates: post[revokeField] === 'ja', reference },
        });
        const list = href('healthAttestations', {}, locale, {
          [searchModeParameter]: 'insz',
          [attestationFields.insz]: formatInsz(post.insz),
          ...(linked ? { [attestationFields.reference]: linked } : {}),
          lijst: '1',
        });
        return redirectWithBanner(list, {
          kind: 'success',
          title: t('recreate.doneTitle'),
          description: t('recreate.done', {
            count: recreated.created.length,
            revoked: recreated.revoked,
          }),
        });
      }
    }
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    const intent = post[intentField];
    if (intent === 'verstuur' || intent === 'verstuurLaatste') {
      return redirectWithBanner(screen, await notSent(locale, error, context.correlationId));
    }
    return redirectWithBanner(
      screen,
      await failed(
        locale,
        intent === 'genereer' ? 'document.failedTitle' : 'recreate.failedTitle',
        context.correlationId,
      ),
    );
  }
}

/** A post of a CTPC's screen: make its document. */
export async function ctpcAction(caller: PathArgs) {
  const { request, context, params } = caller;
  const locale = requestLocale(request);
  const id = (params.ctpcId ?? '').toLowerCase();
  if (!z.uuid().safeParse(id).success) throw data(null, { status: 404 });
  const formData = await request.formData();
  if (formData.get(intentField) !== 'genereer') throw data(null, { status: 400 });
  const linked = readConsultation(new URL(request.url)).reference ?? '';
  const screen = href('ctpcAttestation', { ctpcId: id }, locale, {
    source: healthAttestationSource,
    reference: linked,
  });
  const t = await i18nServer.getFixedT(locale, 'healthattestation');
  try {
    const document = await callBackend(generateCtpcDocument, {
      request,
      context,
      params: { id },
      body: { reference: linked || undefined },
    });
    return redirectWithBanner(`${screen}#document`, {
      kind: 'success',
      title: t('document.madeTitle'),
      description: t('document.made', { name: document.fileName }),
    });
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    return redirectWithBanner(
      screen,
      await failed(locale, 'document.failedTitle', context.correlationId),
    );
  }
}

/** A post of the one-dose screen: set the person's rule, then the screen for that person. */
export async function setOneDose(caller: PathArgs, capabilities: HealthAttestationCapabilities) {
  const { request, context } = caller;
  const locale = requestLocale(request);
  if (capabilities.oneDose.sources.length === 0) throw data(null, { status: 403 });
  const formData = await request.formData();
  const submission = parseForm(
    formData,
    oneDoseChangeSchema({ referenceRequired: capabilities.oneDose.referenceRequired }),
  );
  if (submission.status !== 'success' || !submission.value) {
    const insz = String(formData.get(oneDoseFields.insz) ?? '');
    if (validateInsz(insz)) throw data(null, { status: 400 });
    return replyWithFormFailure(context, { result: submissionReply(submission) });
  }
  const value = submission.value;
  const insz = normaliseInsz(value[oneDoseFields.insz]);
  const reference = value[oneDoseFields.reference] || undefined;
  const screen = href('oneDoseRequired', {}, locale, {
    [oneDoseFields.insz]: formatInsz(insz),
    ...(reference ? { [oneDoseFields.reference]: reference } : {}),
  });
  const t = await i18nServer.getFixedT(locale, 'healthattestation');
  try {
    const answer = await callBackend(setOneDoseRequired, {
      request,
      context,
      params: { insz },
      body: { isRequired: value[oneDoseFields.required] === 'ja', reference },
    });
    return redirectWithBanner(screen, {
      kind: 'success',
      title: t('oneDose.changedTitle'),
      description: t(answer.isRequired ? 'oneDose.changedOn' : 'oneDose.changedOff', {
        insz: formatInsz(insz),
      }),
    });
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    return redirectWithBanner(
      screen,
      await failed(locale, 'oneDose.failedTitle', context.correlationId),
    );
  }
}
