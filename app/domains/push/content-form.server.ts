// The server's reading of a notification form: its post, urlencoded or multipart, with an image
// file per language uploaded to the backend, whose address then becomes the language's image
// address (an upload beats a typed address) and whose refusal is said on the file's field; and
// each written language's message read with the editor's sanitiser (readRichText: allow-listed
// formatting only, media or scripts refused, at most 993 characters of text), typed text made
// paragraphs. The other content rules are the form's schema's (content-schema.ts).
import {
  notificationLanguages,
  pushErrorCodes,
  pushLimits,
  uploadImage,
  type NotificationContent,
  type NotificationLanguage,
} from '@contracts/push-notification';
import { callBackend } from '~/backend/client.server';
import { BackendError, isSourceFailure } from '~/backend/errors';
import { readRichText } from '~/lib/rich-text/sanitize.server';
import { readFileFieldsForm } from '~/lib/uploads/uploaded-file.server';
import {
  formatSize,
  isJpeg,
  isPng,
  UPLOAD_BODY_MAX_BYTES,
  type UploadedFile,
} from '~/lib/validation/files';
import { issue, type ValidationIssue } from '~/lib/validation/issue';
import type { RequestArgs } from '~/load-context';
import { imageFields, uploadedImageId, type ContentForm } from './content-schema';

/** The field of a language's image file: `nl.afbeeldingBestand`. */
export const imageFileField = (language: NotificationLanguage) => `${language}.${imageFields.file}`;

const imageTooLarge = () =>
  issue('push.imageTooLarge', { size: formatSize(pushLimits.imageBytes) });
const imageDimensions = () =>
  issue('push.imageDimensions', { min: pushLimits.imageMinSide, max: pushLimits.imageMaxSide });

/** What the backend's refusal of an upload says, on the file's field. */
function uploadRefusal(error: BackendError): ValidationIssue | null {
  if (error.status !== 400 && error.status !== 413) return null;
  const code = error.body?.errors[0]?.code ?? '';
  if (code === pushErrorCodes.imageType) return issue('push.imageType');
  if (code === pushErrorCodes.imageDimensions) return imageDimensions();
  if (code === pushErrorCodes.imageTooLarge) return imageTooLarge();
  return issue('push.imageRefused');
}

export type ContentPostReading =
  | {
      ok: true;
      /** The form's fields, each uploaded image's address and id in its language's fields. */
      formData: FormData;
      /** Refused image files, by field name (`fr.afbeeldingBestand`). */
      fileErrors: Record<string, ValidationIssue[]>;
      /** The backend failed to answer an upload (its file is among the refused). */
      failed: boolean;
    }
  | { ok: false; fieldErrors: Record<string, ValidationIssue[]> };

/**
 * A notification form's post with its image files, read within their limits (a file over 1 MB
 * is refused on its field and its bytes dropped, the rest of the form read on). Each file that
 * starts as a PNG or JPEG is uploaded to the backend, which checks it whole; its answered address
 * and id replace the language's. A post that cannot be read at all (more files than languages,
 * a flood of fields, a broken body) is refused on the Dutch file.
 */
export async function readContentPost(
  args: RequestArgs,
  /** Whether the post's files are uploaded (not when the post only goes back to the form). */
  uploads: (formData: FormData) => boolean,
): Promise<ContentPostReading> {
  const reading = await readFileFieldsForm(args.request, {
    fileFields: notificationLanguages.map(imageFileField),
    maxBytes: pushLimits.imageBytes,
    ceilingBytes: UPLOAD_BODY_MAX_BYTES,
  });
  if (!reading.ok) {
    return { ok: false, fieldErrors: { [imageFileField('nl')]: [issue('push.imageFormRefused')] } };
  }
  const formData = reading.fields;
  const fileErrors: Record<string, ValidationIssue[]> = {};
  for (const field of reading.tooLarge) fileErrors[field] = [imageTooLarge()];
  if (!uploads(formData)) return { ok: true, formData, fileErrors, failed: false };
  let failed = false;
  for (const language of notificationLanguages) {
    const field = imageFileField(language);
    const file = reading.files.get(field);
    if (!file) continue;
    const uploaded = await uploadOne(args, file);
    if ('issue' in uploaded) {
      fileErrors[field] = [uploaded.issue];
      failed ||= uploaded.failed;
      continue;
    }
    formData.set(`${language}.afbeelding`, uploaded.address);
    formData.set(`${language}.${imageFields.id}`, uploaded.id);
  }
  return { ok: true, formData, fileErrors, failed };
}

/** One image file sent to the backend: its address and id, or why it was refused. */
async function uploadOne(
  args: RequestArgs,
  file: UploadedFile,
): Promise<{ address: string; id: string } | { issue: ValidationIssue; failed: boolean }> {
  // Not even the start of an image: refused here, sent nowhere.
  if (!isPng(file.bytes) && !isJpeg(file.bytes))
    return { issue: issue('push.imageType'), failed: false };
  try {
    const image = await callBackend(uploadImage, {
      request: args.request,
      context: args.context,
      body: {},
      files: [
        {
          name: file.name,
          bytes: file.bytes,
          contentType: isPng(file.bytes) ? 'image/png' : 'image/jpeg',
        },
      ],
    });
    return { address: image.adres, id: image.id };
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    const refusal = uploadRefusal(error);
    if (refusal) return { issue: refusal, failed: false };
    // The backend could not take it now: the file is to be chosen again, the failure is said.
    if (isSourceFailure(error)) return { issue: issue('push.imageRefused'), failed: true };
    throw error;
  }
}

/** The ids of the languages' uploaded images, for each language whose address is still its. */
export function uploadedImages(
  content: NotificationContent,
  formData: FormData,
): Partial<Record<NotificationLanguage, string>> {
  const images: Partial<Record<NotificationLanguage, string>> = {};
  for (const language of notificationLanguages) {
    const id = uploadedImageId(
      content[language]?.afbeelding ?? null,
      formData.get(`${language}.${imageFields.id}`),
    );
    if (id) images[language] = id;
  }
  return images;
}

export type ContentReading =
  | { ok: true; content: NotificationContent }
  | { ok: false; fieldErrors: Record<string, ValidationIssue[]> };

/** The format a language's message was posted in: the editor's HTML, or a text area's text. */
function postedFormat(formData: FormData, language: NotificationLanguage) {
  return formData.get(`${language}.berichtFormat`) === 'html' ? 'html' : 'text';
}

/**
 * The content of a form that passed the content schema, with each message sanitised; or the
 * messages' findings, by field name (`fr.bericht`).
 */
export function readContentForm(value: ContentForm, formData: FormData): ContentReading {
  const fieldErrors: Record<string, ValidationIssue[]> = {};
  const read = Object.fromEntries(
    notificationLanguages.map((language) => {
      const text = value[language];
      if (!text) return [language, null];
      const message = readRichText(text.bericht, postedFormat(formData, language));
      if (!message.ok) {
        fieldErrors[`${language}.bericht`] = [message.issue];
        return [language, null];
      }
      return [language, { ...text, bericht: message.html }];
    }),
  ) as Record<NotificationLanguage, NotificationContent[NotificationLanguage]>;
  if (Object.keys(fieldErrors).length > 0 || !read.nl) return { ok: false, fieldErrors };
  return { ok: true, content: { ...read, nl: read.nl } };
}
