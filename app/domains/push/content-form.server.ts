// The server's reading of a notification form's messages: each written language's message read
// with the editor's sanitiser (readRichText: allow-listed formatting only, media or scripts
// refused, at most 993 characters of text), typed text made paragraphs. The other content rules
// are the form's schema's (content-schema.ts), which has run before.
import {
  notificationLanguages,
  type NotificationContent,
  type NotificationLanguage,
} from '@contracts/push-notification';
import { readRichText } from '~/lib/rich-text/sanitize.server';
import type { ValidationIssue } from '~/lib/validation/issue';
import type { ContentForm } from './content-schema';

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
