// The changes a user makes to a person's proofs: registering one from the add form and cancelling
// one from its screen. Each is sent to the source once: the add form carries an idempotency key
// (a form sent twice adds one proof), a cancellation names the mutation it read (a proof changed
// since answers 409 and nothing is removed). Done: the next screen with a lasting banner that
// names the proof. Refused: the form again with the source's reasons on their fields, or an alert.
import { randomUUID } from 'node:crypto';
import { data } from '@remix-run/node';
import { z } from 'zod';
import { cancelProof, registerProof } from '@contracts/led';
import { callBackend } from '~/backend/client.server';
import { BackendError, isSourceFailure } from '~/backend/errors';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import { formatInsz, normaliseInsz, validateInsz } from '~/lib/validation/insz';
import { issue, type ValidationIssue } from '~/lib/validation/issue';
import type { RequestArgs } from '~/load-context';
import {
  markFormFailed,
  replyWithFormFailure,
  submissionReply,
} from '~/page-state/form-reply.server';
import { parseForm, type FormErrors } from '~/page-state/parse-form';
import { href, readConsultation } from '~/routing/href';
import { redirectWithBanner } from '~/ui/feedback/flash.server';
import { addReferenceRequired, type LedCapabilities } from './capabilities';
import { idempotencyKeyField } from './proof-fields';
import { formFieldOfSourceField, proofFormSchema, toRegisterRequest } from './proof-schema';
import { removalSchema, type RemovalFailure } from './removal';

/** The field conform's list buttons ('add a validity period', 'remove') send. */
const listIntentField = '__intent__';

/** A fresh key per rendering of the add form: the same form sent twice adds one proof. */
export function newIdempotencyKey(): string {
  return randomUUID();
}

/** The form's key, or a new one when the post carries none (it is then not deduplicated). */
function idempotencyKeyOf(formData: FormData): string {
  const key = formData.get(idempotencyKeyField);
  return typeof key === 'string' && z.uuid().safeParse(key).success ? key : newIdempotencyKey();
}

/** What the add form shows besides its fields' errors. */
export type AddFailure =
  | { kind: 'failed'; correlationId: string }
  | { kind: 'refused'; reasons: string[]; correlationId: string };

/** The source's words for a field it refused, as the form's own rule when it has one. */
function sourceIssue(message: string): ValidationIssue {
  if (/validity period/i.test(message)) return issue('proofIssueDate.outsideValidity');
  if (/future/i.test(message)) return issue('date.future');
  if (/einde|before|after/i.test(message)) return issue('validityPeriod.endBeforeStart');
  return issue('invalid');
}

/** A 400 of the source: its reasons on the form's fields, and those the form has no field for. */
function refusedFields(error: BackendError) {
  const fieldErrors: Record<string, FormErrors> = {};
  const reasons: string[] = [];
  for (const found of error.body?.errors ?? []) {
    const field = found.code ? formFieldOfSourceField(found.code) : null;
    if (field) fieldErrors[field] = [...(fieldErrors[field] ?? []), sourceIssue(found.message)];
    else if (found.message) reasons.push(found.message);
  }
  return { fieldErrors, reasons };
}

/**
 * A post of the add form: 'add a validity period' (or remove one) shows the form again with its
 * periods changed, also without JavaScript; a submission is checked as in the browser, then sent.
 */
export async function addProof(caller: RequestArgs, capabilities: LedCapabilities) {
  const { request, context } = caller;
  const locale = requestLocale(request);
  const formData = await request.formData();
  const schema = proofFormSchema(addReferenceRequired(capabilities));
  let submission: ReturnType<typeof parseForm>;
  try {
    submission = parseForm(formData, schema);
  } catch {
    // A change of the periods the form never sends: read as the submission it carries.
    formData.delete(listIntentField);
    submission = parseForm(formData, schema);
  }
  if (submission.status === undefined) {
    return data({ result: submissionReply(submission), failure: null });
  }
  if (submission.status !== 'success') {
    return replyWithFormFailure(context, { result: submissionReply(submission), failure: null });
  }
  const proof = toRegisterRequest(submission.value as z.output<ReturnType<typeof proofFormSchema>>);
  try {
    const created = await callBackend(registerProof, {
      request,
      context,
      body: proof,
      idempotencyKey: idempotencyKeyOf(formData),
    });
    const t = await i18nServer.getFixedT(locale, 'led');
    return redirectWithBanner(
      href('ledProof', { insz: proof.insz, referte: created.bewijsreferte }, locale, {
        source: capabilities.lookup.sources[0] ?? 'LED',
        reference: proof.reference,
      }),
      {
        kind: 'success',
        title: t('add.createdTitle'),
        description: t('add.created', {
          title: proof.titel,
          insz: formatInsz(proof.insz),
          reference: created.bewijsreferte,
        }),
      },
    );
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    // An unknown person is a mistake in the number typed.
    if (error.status === 404) {
      return replyWithFormFailure(context, {
        result: submissionReply(submission, { insz: [issue('insz.noPerson')] }),
        failure: null,
      });
    }
    if (error.status === 400) {
      const { fieldErrors, reasons } = refusedFields(error);
      const failure: AddFailure | null =
        reasons.length > 0 || Object.keys(fieldErrors).length === 0
          ? { kind: 'refused', reasons, correlationId: context.correlationId }
          : null;
      return replyWithFormFailure(context, {
        result: submissionReply(submission, fieldErrors),
        failure,
      });
    }
    if (!isSourceFailure(error)) throw error;
    markFormFailed(context);
    return data(
      {
        result: submissionReply(submission),
        failure: { kind: 'failed', correlationId: context.correlationId } as AddFailure,
      },
      { status: error.status === 504 ? 504 : 502 },
    );
  }
}

/**
 * A post of the removal form: the source cancels the proof it read (the mutation named), then the
 * person's proofs, or the search screen when none is left, with a banner that names the proof. A
 * proof changed meanwhile (409), one no longer given (404) or a failing source: the proof's screen
 * again, read anew, with an error banner that says nothing was removed. A missing mandatory
 * reference shows the confirmation form again with its error; any other post the form never sends
 * is refused (400).
 */
export async function removeProof(
  caller: RequestArgs & { params: { insz?: string; referte?: string } },
  capabilities: LedCapabilities,
) {
  const { request, context, params } = caller;
  const locale = requestLocale(request);
  if (!capabilities.mayCancel) throw data(null, { status: 403 });
  const insz = normaliseInsz(params.insz ?? '');
  const referte = params.referte ?? '';
  if (validateInsz(params.insz ?? '') || !z.uuid().safeParse(referte).success) {
    throw data(null, { status: 404 });
  }
  const formData = await request.formData();
  const linked = readConsultation(new URL(request.url)).reference;
  if (!formData.has('reference') && linked) formData.set('reference', linked);
  const submission = parseForm(formData, removalSchema(capabilities.cancel.referenceRequired));
  if (submission.status !== 'success') {
    const fields = Object.keys(submission.error ?? {});
    if (fields.some((field) => field !== 'reference')) throw data(null, { status: 400 });
    return replyWithFormFailure(context, { removal: { result: submissionReply(submission) } });
  }
  const { bewijsmutatiereferte, reference, titel, naam, laatste } = submission.value;
  const source = capabilities.lookup.sources[0] ?? 'LED';
  const t = await i18nServer.getFixedT(locale, 'led');
  try {
    await callBackend(cancelProof, {
      request,
      context,
      params: { insz, bewijsreferte: referte, bewijsmutatiereferte },
      query: { reference: reference || undefined },
    });
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    const failure: RemovalFailure =
      error.status === 409 ? 'changed' : error.status === 404 ? 'gone' : 'failed';
    return redirectWithBanner(href('ledProof', { insz, referte }, locale, { source, reference }), {
      kind: 'error',
      title: t('proof.removeFailedTitle'),
      description:
        failure === 'changed'
          ? t('proof.removeChanged')
          : failure === 'gone'
            ? t('proof.removeGone')
            : t('proof.removeFailed', { correlationId: context.correlationId }),
    });
  }
  const next = laatste
    ? href('ledSearch', {}, locale)
    : href('ledProofs', { insz }, locale, { source, reference });
  return redirectWithBanner(next, {
    kind: 'success',
    title: t('proof.removedTitle'),
    description: t('proof.removed', {
      title: titel || referte,
      name: naam || formatInsz(insz),
      reference: referte,
    }),
  });
}
