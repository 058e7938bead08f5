// Server-side reading of the notification editor's value: the shared allow-list sanitiser (never
// trust what the browser's editor cleaned; the backend reads it again the same way), the media
// rule and the length rule on the visible text, as the form's findings.
import { issue, type ValidationIssue } from '~/lib/validation/issue';
import { validateMaxLength } from '~/lib/validation/max-length';
import {
  containsForbiddenMedia,
  EDITOR_MAX_CHARACTERS,
  type RichTextFormat,
} from '../../../rich-text/rules';
import { sanitizeRichText, textToHtml, visibleText } from '../../../rich-text/sanitize';

export { sanitizeRichText, textToHtml, visibleText } from '../../../rich-text/sanitize';

export type RichTextReading =
  { ok: true; html: string; text: string } | { ok: false; issue: ValidationIssue };

/**
 * Reads a posted editor value. HTML with media or script is refused (the editor clears such
 * content; a post that still carries it did not come through the editor); otherwise only the
 * allow-listed formatting is kept. The visible text must be there and at most 993 characters
 * (line breaks between paragraphs not counted).
 */
export function readRichText(
  value: string,
  format: RichTextFormat,
  { required = true, maximum = EDITOR_MAX_CHARACTERS } = {},
): RichTextReading {
  if (format === 'html' && containsForbiddenMedia(value)) {
    return { ok: false, issue: issue('richText.mediaNotAllowed') };
  }
  const normalized = value.replace(/\r\n?/g, '\n');
  const html = format === 'html' ? sanitizeRichText(normalized) : textToHtml(normalized);
  const text = visibleText(html);
  if (text.trim() === '') {
    return required ? { ok: false, issue: issue('required') } : { ok: true, html: '', text: '' };
  }
  // Characters of text count, as the editor counts them: not markup, not line breaks.
  const tooLong = validateMaxLength(text.replace(/\n/g, ''), maximum);
  return tooLong ? { ok: false, issue: tooLong } : { ok: true, html, text };
}
