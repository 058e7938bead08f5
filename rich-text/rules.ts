// The notification editor's rules, shared by the browser and the server: which
// markup it keeps, what clears the content, and its maximum length in characters of text.

/** The editor holds at most this many characters of text (markup not counted); more is cut. */
export const EDITOR_MAX_CHARACTERS = 993;

/** The formatting the editor offers, and the only elements the server lets through. */
export const allowedTags = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
] as const;

/** Links may only point to web pages and mail addresses. */
export const allowedLinkSchemes = ['http', 'https', 'mailto'] as const;

/**
 * Content with any of these is not cleaned but cleared: images, video and sound,
 * scripts and the elements that embed other documents or code.
 */
export const forbiddenMediaTags = [
  'img',
  'picture',
  'video',
  'audio',
  'source',
  'track',
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'svg',
  'math',
  'canvas',
] as const;

const forbiddenMediaPattern = new RegExp(`<\\s*(?:${forbiddenMediaTags.join('|')})\\b`, 'i');

/** Whether a piece of HTML holds media or script (the editor then clears it). */
export function containsForbiddenMedia(html: string): boolean {
  return forbiddenMediaPattern.test(html);
}

/** A posted value is HTML from the editor, or plain text from the text area without JavaScript. */
export const richTextFormats = ['html', 'text'] as const;
export type RichTextFormat = (typeof richTextFormats)[number];
