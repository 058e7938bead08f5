// Server-side reading of the notification editor's value: an allow-list sanitiser (never trust
// what the browser's editor cleaned), the media rule and the length rule on the visible text.
import sanitizeHtml from 'sanitize-html';
import { issue, type ValidationIssue } from '~/lib/validation/issue';
import { validateMaxLength } from '~/lib/validation/max-length';
import {
  allowedLinkSchemes,
  allowedTags,
  containsForbiddenMedia,
  EDITOR_MAX_CHARACTERS,
  type RichTextFormat,
} from './rules';

const allowList: sanitizeHtml.IOptions = {
  allowedTags: [...allowedTags],
  // rel and target are set by the transform below, whatever the posted link said.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: [...allowedLinkSchemes],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Dropped elements whose content is code or styling, not text, go with their content.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'head'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links open outside the notification and give the target no handle on the sender.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

/** sanitize-html escapes exactly these four characters in text. */
const escapedEntities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
};

/** The text a reader sees in sanitised HTML: no markup, entities read back, spacing kept. */
export function visibleText(html: string): string {
  return sanitizeHtml(html.replace(/<br\s*\/?>|<\/(?:p|li)>/gi, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => escapedEntities[entity] ?? entity)
    .replace(/\n+$/, '');
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, allowList).trim();
}

function escapeText(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[character]};`,
  );
}

/** Plain text (typed without JavaScript) as paragraphs, with single line breaks kept. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

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
