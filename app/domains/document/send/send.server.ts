// The send screens' server side: the attachments read (streaming, refused at their first bytes),
// the form parsed with its schema, the address checked, and the send asked of the backend with
// the files. A letter to a person or an enterprise gets the register's address when the form has
// none; 'Adres ophalen' fills the form with it; 'Voorbeeld eerste pagina' renders the first
// attachment's first page; 'Controleer eBox' tells whether the recipient's eBox is active. A sent
// shipment opens its detail with a banner; a refusal comes back on the form, naming its field.
import { randomUUID } from 'node:crypto';
import type { SubmissionResult } from '@conform-to/react';
import { data } from '@remix-run/node';
import {
  type LetterAddressValue,
  type Shipment,
  documentErrorCodes,
  getShipment,
} from '@contracts/document';
import {
  eboxActive,
  getSenderProfiles,
  previewAttachment,
  recipientAddress,
  registerLookupQuota,
  sendAutomatic,
  sendEbox,
  sendEmail,
  sendLetter,
  sendPaperAndEbox,
} from '@contracts/document-send';
import { callBackend, downloadFromBackend, type OutgoingFile } from '~/backend/client.server';
import { BackendError } from '~/backend/errors';
import { rememberedConsultation } from '~/consultation/consultation-memory.server';
import { addressFromForm, checkAddress } from '~/domains/address/address-check.server';
import { emptyAddress, type AddressValues } from '~/domains/address/address-fields';
import { letterCountries } from '~/domains/address/code-lists.server';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath, type Locale } from '~/i18n/locale';
import { readPdfFilesForm } from '~/lib/uploads/uploaded-files.server';
import { letterPdfLimits, type PdfLimits } from '~/lib/validation/files';
import { issue, type ValidationIssue } from '~/lib/validation/issue';
import type { RequestArgs } from '~/load-context';
import {
  markFormFailed,
  replyWithFormFailure,
  submissionReply,
} from '~/page-state/form-reply.server';
import { parseForm, type FormErrors } from '~/page-state/parse-form';
import { redirectWithBanner } from '~/ui/feedback/flash.server';
import type { DocumentSendCapabilities } from './capabilities';
import { addressPrefix, attachmentsField, eboxPdfLimits, idempotencyKeyField } from './form-fields';
import {
  digits,
  eboxCheckSchema,
  eboxFormSchema,
  emailFormSchema,
  letterFormSchema,
  recipientLookupSchema,
  paymentOf,
  type EboxFormValues,
  type EmailFormValues,
  type LetterFormValues,
} from './form-schemas';
import { shipmentPath } from './links';

/** What a send form's post answers when it stays on the form. */
export interface SendReply {
  result?: SubmissionResult<FormErrors>;
  address?: AddressValues;
  addressErrors?: Partial<Record<'gemeente' | 'straat' | 'nummer', ValidationIssue[]>>;
  fileErrors?: ValidationIssue[];
  /** The first page of the first attachment, as a data URL. */
  preview?: string;
  /** The recipient's name and whether the eBox is active, after a check. */
  recipient?: { naam: string; actief: boolean | null };
}

const from = (args: RequestArgs) => ({ request: args.request, context: args.context });

/** The organisation's sender profiles as select options. */
export async function senderOptions(args: RequestArgs) {
  const profiles = await callBackend(getSenderProfiles, from(args));
  return profiles.map((profile) => ({ value: profile.id, label: profile.naam }));
}

export async function countryOptions(args: RequestArgs) {
  const countries = await letterCountries(args).catch(() => []);
  return countries.length > 0
    ? countries.map((country) => ({ isoCode: country.isoCode, land: country.land }))
    : [{ isoCode: 'BE', land: 'België' }];
}

export const newIdempotencyKey = () => randomUUID();

function keyOf(formData: FormData): string {
  const key = formData.get(idempotencyKeyField);
  return typeof key === 'string' && /^[0-9a-f-]{36}$/.test(key) ? key : randomUUID();
}

/**
 * The original shipment of a resend, when the caller's organisation has it. The screen's loader
 * and its post read it alike: once per session within minutes (ADR 009), so a post refused for
 * its input writes no second legal-log entry.
 */
export async function readOriginal(args: RequestArgs, messageId: string): Promise<Shipment> {
  try {
    return await rememberedConsultation(args.context, `${getShipment.id} ${messageId}`, () =>
      callBackend(getShipment, { ...from(args), params: { id: messageId } }),
    );
  } catch (error) {
    if (error instanceof BackendError && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
}

/** Backend refusals on the form: each under the field it is about. */
function refusalErrors(error: BackendError): {
  fields: Record<string, FormErrors>;
  files: ValidationIssue[];
} {
  const fields: Record<string, FormErrors> = {};
  const files: ValidationIssue[] = [];
  for (const found of error.body?.errors ?? []) {
    // A refused attachment's message starts with its name.
    const cut = found.message.lastIndexOf(': ');
    const name = cut > 0 ? found.message.slice(0, cut) : '';
    if (found.code === documentErrorCodes.attachmentNameTwice) {
      files.push(issue('files.pdfNameTwice', { name }));
    } else if (found.code === documentErrorCodes.attachmentRefused || found.code === 'bijlagen') {
      files.push(issue('files.pdfRefusedByService', { name }));
    } else if (found.code === documentErrorCodes.eboxInactive)
      fields.verzendwijze = [issue('invalid')];
    else if (found.code === documentErrorCodes.recipientUnknown) fields.insz = [issue('invalid')];
    else if (found.code === 'afzender') fields.afzender = [issue('invalid')];
  }
  if (Object.keys(fields).length === 0 && files.length === 0) fields.onderwerp = [issue('invalid')];
  return { fields, files };
}

async function previewOf(
  args: RequestArgs,
  file: OutgoingFile | undefined,
): Promise<string | null> {
  if (!file) return null;
  try {
    const response = await downloadFromBackend(previewAttachment, {
      ...from(args),
      body: { breedte: 600 },
      files: [file],
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    return `data:image/png;base64,${bytes.toString('base64')}`;
  } catch (error) {
    if (error instanceof BackendError) return null;
    throw error;
  }
}

function letterAddressOf(values: LetterFormValues, address: AddressValues): LetterAddressValue {
  return {
    organisatie: values.organisatie ?? '',
    aanspreking: '',
    voornaam: values.voornaam ?? '',
    naam: values.naam ?? '',
    land: address.land || 'BE',
    postcode: address.postcode,
    gemeente: address.gemeente,
    straat: address.straat,
    nummer: address.nummer,
    bus: address.bus,
    lijn2: '',
    regio: '',
  };
}

function toAddressValues(address: LetterAddressValue): AddressValues {
  return {
    ...emptyAddress,
    land: address.land,
    postcode: address.postcode,
    gemeente: address.gemeente,
    straat: address.straat,
    nummer: address.nummer,
    bus: address.bus,
  };
}

const addressGiven = (address: AddressValues) =>
  Boolean(address.postcode || address.gemeente || address.straat);

async function banner(args: RequestArgs, key: 'letter' | 'pair' | 'ebox' | 'email', ids: string[]) {
  const t = await i18nServer.getFixedT(args.request, 'documentsend');
  const locale: Locale = localeFromPath(new URL(args.request.url).pathname);
  return redirectWithBanner(shipmentPath(ids, locale), {
    kind: 'success',
    title: t(`sent.${key}.title`),
    description: t(`sent.${key}.description`),
  });
}

/**
 * A person's main residence or an enterprise's seat, with the name, logged under the letter's
 * reference; or why not.
 */
async function registerAddress(
  args: RequestArgs,
  mode: 'insz' | 'kbo',
  number: string,
  reference: string,
) {
  try {
    return await callBackend(recipientAddress, {
      ...from(args),
      params: { eboxType: mode === 'insz' ? 'burger' : 'onderneming', nummer: number },
      query: { uwReferentie: reference },
    });
  } catch (error) {
    const why = lookupRefusal(error);
    if (why) return why;
    throw error;
  }
}

type LookupRefused = 'notFound' | 'quotaUsed';

/** A register lookup the backend refused: an unknown number (404), or the hourly quota (429). */
function lookupRefusal(error: unknown): LookupRefused | null {
  if (!(error instanceof BackendError)) return null;
  return error.status === 404 ? 'notFound' : error.status === 429 ? 'quotaUsed' : null;
}

/** What the form answers for a refused lookup: an unknown number is a mistake in the form (400). */
const refusedLookupStatus = (why: LookupRefused) => (why === 'notFound' ? 400 : 429);

const notFoundErrors = (mode: 'insz' | 'kbo') => ({
  [mode]: [issue(mode === 'insz' ? 'insz.noPerson' : 'enterpriseNumber.invalid')],
});

/** Why an address could not be fetched, on the number's field. */
const lookupErrors = (why: LookupRefused, mode: 'insz' | 'kbo') =>
  why === 'notFound'
    ? notFoundErrors(mode)
    : { [mode]: [issue('document.lookupQuota', { amount: registerLookupQuota.perHour })] };

/**
 * A send form's post read with its PDFs (streamed, refused at the first bad byte): the form's
 * fields and the files as the backend takes them, or the answer that names what was refused.
 */
async function readAttachments(args: RequestArgs, limits: PdfLimits) {
  const reading = await readPdfFilesForm(args.request, { field: attachmentsField, ...limits });
  if (!reading.ok) {
    markFormFailed(args.context);
    return {
      ok: false as const,
      refusal: data<SendReply>(
        { fileErrors: reading.issues.map((found) => found.issue) },
        { status: 400 },
      ),
    };
  }
  const files: OutgoingFile[] = reading.files.map((file) => ({
    name: file.name,
    bytes: file.bytes,
    contentType: 'application/pdf',
  }));
  return { ok: true as const, formData: reading.fields, files };
}

/** The letter form's post: fetch the address, preview, or send (resending `original`). */
export async function letterAction(args: RequestArgs, original: Shipment | null = null) {
  const reading = await readAttachments(args, letterPdfLimits);
  if (!reading.ok) return reading.refusal;
  const { formData, files } = reading;
  const submission = parseForm(formData, letterFormSchema);
  let address = addressFromForm(formData, addressPrefix);
  const intent = formData.get('intent');

  if (intent === 'voorbeeld') {
    const preview = await previewOf(args, files[0]);
    if (preview) return data<SendReply>({ result: submissionReply(submission), address, preview });
    // No file to show, or one the service refuses: the form's error, as it would be when sending.
    return replyWithFormFailure<SendReply>(args.context, {
      result: submissionReply(submission),
      address,
      fileErrors: [
        files[0] ? issue('files.pdfRefusedByService', { name: files[0].name }) : issue('required'),
      ],
    });
  }

  if (intent === 'adresOphalen') {
    // Only the number is needed to fetch the address: the rest may still be empty.
    const lookup = parseForm(formData, recipientLookupSchema);
    if (lookup.status !== 'success') {
      markFormFailed(args.context);
      return data<SendReply>({ result: lookup.reply(), address }, { status: 400 });
    }
    const { ontvangerWijze: lookupMode, uwReferentie: reference } = lookup.value;
    const found = await registerAddress(
      args,
      lookupMode,
      digits(lookup.value[lookupMode]),
      (reference ?? '').trim(),
    );
    if (typeof found === 'string') {
      markFormFailed(args.context);
      return data<SendReply>(
        { result: submissionReply(lookup, lookupErrors(found, lookupMode)), address },
        { status: refusedLookupStatus(found) },
      );
    }
    return data<SendReply>({
      result: submissionReply(lookup),
      address: found.adres ? toAddressValues(found.adres) : address,
      recipient: { naam: found.naam, actief: null },
    });
  }

  if (submission.status !== 'success') {
    markFormFailed(args.context);
    return data<SendReply>({ result: submission.reply(), address }, { status: 400 });
  }
  const values = submission.value;
  const mode = values.ontvangerWijze;
  const number = mode === 'insz' ? digits(values.insz) : mode === 'kbo' ? digits(values.kbo) : '';
  if (mode !== 'adres' && !addressGiven(address)) {
    // Sent without fetching the address first: the register's address is the letter's, fetched
    // as a consultation under the letter's reference (the form requires one for a number).
    const found = await registerAddress(args, mode, number, values.uwReferentie?.trim() ?? '');
    if (typeof found === 'string') {
      markFormFailed(args.context);
      return data<SendReply>(
        { result: submissionReply(submission, lookupErrors(found, mode)), address },
        { status: refusedLookupStatus(found) },
      );
    }
    if (found.adres) address = toAddressValues(found.adres);
  }

  const addressErrors = await checkAddress(args, address);
  const noFiles = files.length === 0 && values.bijlagenVanOrigineel.length === 0;
  if (Object.keys(addressErrors).length > 0 || noFiles) {
    markFormFailed(args.context);
    return data<SendReply>(
      {
        result: submissionReply(submission),
        address,
        addressErrors,
        ...(noFiles ? { fileErrors: [issue('required')] } : {}),
      },
      { status: 400 },
    );
  }
  const contract =
    values.verzendwijze === 'paperAndEbox'
      ? sendPaperAndEbox
      : values.verzendwijze === 'automatic'
        ? sendAutomatic
        : sendLetter;
  try {
    const sent = await callBackend(contract, {
      ...from(args),
      idempotencyKey: keyOf(formData),
      files,
      body: {
        afzender: values.afzender,
        onderwerp: values.onderwerp,
        ...(values.uwReferentie ? { uwReferentie: values.uwReferentie } : {}),
        betaling: paymentOf(values),
        herverzendingVan: original?.id ?? null,
        bijlagenVanOrigineel: original ? values.bijlagenVanOrigineel : [],
        ontvanger: {
          insz: mode === 'insz' ? number : null,
          kbo: mode === 'kbo' ? number : null,
          adres: letterAddressOf(values, address),
        },
        opties: {
          aangetekend: values.aangetekend,
          ontvangstbewijs: values.ontvangstbewijs,
          rectoVerso: values.rectoVerso,
          prioritair: values.prioritair,
        },
      },
    });
    return banner(
      args,
      sent.berichtIds.length === 2 ? 'pair' : sent.verzendwijze === 'ebox' ? 'ebox' : 'letter',
      sent.berichtIds,
    );
  } catch (error) {
    if (!(error instanceof BackendError) || ![400, 404, 409].includes(error.status)) throw error;
    const refused = refusalErrors(error);
    markFormFailed(args.context);
    return data<SendReply>(
      {
        result: submissionReply(submission, refused.fields),
        address,
        fileErrors: refused.files,
      },
      { status: 400 },
    );
  }
}

/**
 * The eBox form's post: check the eBox, or send (resending `original`). A kind of recipient the
 * role may not write to (`can`: a front desk writes to citizens only) is refused, 403, before the
 * source is asked: neither its eBox nor its name is the role's business.
 */
export async function eboxAction(
  args: RequestArgs,
  can: Pick<DocumentSendCapabilities, 'eboxCitizen' | 'eboxEnterprise'>,
  original: Shipment | null = null,
) {
  const reading = await readAttachments(args, eboxPdfLimits);
  if (!reading.ok) return reading.refusal;
  const { formData, files } = reading;
  const sending = formData.get('intent') === 'verzenden';
  // The check needs only the number; sending needs the whole form.
  const checking = parseForm(formData, eboxCheckSchema);
  const submission = sending ? parseForm(formData, eboxFormSchema) : checking;
  if (submission.status !== 'success' || checking.status !== 'success') {
    markFormFailed(args.context);
    return data<SendReply>({ result: submission.reply() }, { status: 400 });
  }
  const values = checking.value;
  if (!(values.eboxType === 'burger' ? can.eboxCitizen : can.eboxEnterprise)) {
    throw data(null, { status: 403 });
  }
  const field = values.eboxType === 'burger' ? 'insz' : 'kbo';
  const nummer = digits(values[field]);
  let check: { actief: boolean; naam: string };
  try {
    check = await callBackend(eboxActive, {
      ...from(args),
      params: { eboxType: values.eboxType, nummer },
      query: { uwReferentie: values.uwReferentie?.trim() ?? '' },
    });
  } catch (error) {
    const why = lookupRefusal(error);
    if (!why) throw error;
    markFormFailed(args.context);
    return data<SendReply>(
      { result: submissionReply(submission, lookupErrors(why, field)) },
      { status: refusedLookupStatus(why) },
    );
  }
  const recipient = { naam: check.naam, actief: check.actief };
  const whole = sending ? eboxFormSchema.safeParse(submission.value) : null;
  if (!whole?.success || !check.actief)
    return data<SendReply>({ result: submissionReply(submission), recipient });
  const message: EboxFormValues = whole.data;
  try {
    const sent = await callBackend(sendEbox, {
      ...from(args),
      idempotencyKey: keyOf(formData),
      files,
      body: {
        afzender: message.afzender,
        onderwerp: message.onderwerp,
        ...(message.uwReferentie ? { uwReferentie: message.uwReferentie } : {}),
        betaling: paymentOf(message),
        herverzendingVan: original?.id ?? null,
        bijlagenVanOrigineel: original ? message.bijlagenVanOrigineel : [],
        ontvanger: { eboxType: values.eboxType, nummer },
        bericht: message.bericht,
      },
    });
    return banner(args, 'ebox', sent.berichtIds);
  } catch (error) {
    if (!(error instanceof BackendError) || ![400, 404, 409].includes(error.status)) throw error;
    const refused = refusalErrors(error);
    markFormFailed(args.context);
    return data<SendReply>(
      { result: submissionReply(submission, refused.fields), fileErrors: refused.files, recipient },
      { status: 400 },
    );
  }
}

/** The e-mail form's post. */
export async function emailAction(args: RequestArgs) {
  const reading = await readAttachments(args, eboxPdfLimits);
  if (!reading.ok) return reading.refusal;
  const { formData, files } = reading;
  const submission = parseForm(formData, emailFormSchema);
  if (submission.status !== 'success') {
    markFormFailed(args.context);
    return data<SendReply>({ result: submission.reply() }, { status: 400 });
  }
  const values: EmailFormValues = submission.value;
  try {
    const sent = await callBackend(sendEmail, {
      ...from(args),
      idempotencyKey: keyOf(formData),
      files,
      body: {
        afzender: values.afzender,
        onderwerp: values.onderwerp,
        ...(values.uwReferentie ? { uwReferentie: values.uwReferentie } : {}),
        betaling: paymentOf(values),
        emailType: values.emailType,
        ontvanger: { email: values.email.trim(), naam: values.ontvangerNaam ?? '' },
        bericht: values.bericht,
      },
    });
    return banner(args, 'email', sent.berichtIds);
  } catch (error) {
    if (!(error instanceof BackendError) || error.status !== 400) throw error;
    const refused = refusalErrors(error);
    markFormFailed(args.context);
    return data<SendReply>(
      { result: submissionReply(submission, refused.fields), fileErrors: refused.files },
      { status: 400 },
    );
  }
}

/**
 * A resend screen's original: refused (403) when the role may not resend it (the resend rule) or
 * it did not travel the screen's way; else the form's values taken from it.
 */
export async function resendOriginal(
  args: RequestArgs,
  may: (shipment: Shipment) => boolean,
  channel: 'paper' | 'ebox',
) {
  const messageId = args.params?.messageId ?? '';
  const original = await readOriginal(args, messageId);
  if (original.kanaal !== channel || !may(original)) throw data(null, { status: 403 });
  const payment = original.betaling;
  const common = {
    afzender: original.afzender.id,
    onderwerp: original.onderwerp,
    uwReferentie: original.uwReferentie ?? undefined,
    rekeningnummer: payment?.rekeningnummer,
    gestructureerdeMededeling: payment?.gestructureerdeMededeling,
  };
  const recipient = original.ontvanger;
  const adres = recipient.adres;
  const defaults: Record<string, string | undefined> =
    channel === 'paper'
      ? {
          ...common,
          ontvangerWijze: recipient.insz ? 'insz' : recipient.kbo ? 'kbo' : 'adres',
          insz: recipient.insz ?? undefined,
          kbo: recipient.kbo ?? undefined,
          organisatie: adres?.organisatie || undefined,
          voornaam: adres?.voornaam || undefined,
          naam: adres?.naam || undefined,
          aangetekend: original.opties.aangetekend ? 'on' : undefined,
          ontvangstbewijs: original.opties.ontvangstbewijs ? 'on' : undefined,
          rectoVerso: original.opties.rectoVerso ? 'on' : undefined,
          prioritair: original.opties.prioritair ? 'on' : undefined,
        }
      : {
          ...common,
          eboxType: original.eboxType ?? 'burger',
          insz: recipient.insz ?? undefined,
          kbo: recipient.kbo ?? undefined,
          bericht: original.bericht ?? undefined,
        };
  return {
    original,
    defaults,
    address: adres ? toAddressValues(adres) : null,
    attachments: original.bijlagen.map((attachment) => attachment.naam),
  };
}
