// The notification editor's HTML, read the same way by the portal and the reference backend: an
// allow-list sanitiser (sanitize-html; never trust what the browser's editor cleaned), the text a
// reader sees in it, and plain text (typed without JavaScript) made into the same HTML.
import sanitizeHtml from 'sanitize-html';
import { allowedLinkSchemes, allowedTags } from './rules';

const linkSchemes = new Set<string>(allowedLinkSchemes);

/**
 * A link's address, kept only when it names one of the allowed schemes, read as a browser's URL
 * parser reads it: spaces and control characters at either end cut off, tabs and line breaks
 * inside removed (and so written). sanitize-html refuses a scheme outside its list but keeps an
 * address without any, a relative one ('/uitloggen', '%6A%61vascript:…', or a scheme behind an
 * invisible character): in a citizen's app that points nowhere, and in the portal into the
 * portal itself. The editor in the browser (app/lib/rich-text/editor.ts) keeps none either.
 */
function allowedHref(href: string | undefined): string | undefined {
  if (href === undefined) return undefined;
  // eslint-disable-next-line no-control-regex -- the characters the URL parser cuts off
  const address = href.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(address)?.[1]?.toLowerCase();
  return scheme !== undefined && linkSchemes.has(scheme) ? address : undefined;
}

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
    // Links go to web pages and mail addresses only (allowedHref), open outside the notification
    // and give the target no handle on the sender.
    a: (_tagName, attribs) => {
      // The other attributes written stay for the allow-list to drop.
      const link: sanitizeHtml.Attributes = {
        ...attribs,
        rel: 'noopener noreferrer',
        target: '_blank',
      };
      const href = allowedHref(attribs.href);
      if (href === undefined) delete link.href;
      else link.href = href;
      return { tagName: 'a', attribs: link };
    },
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

/** The characters of text the editor counts: not markup, not the line breaks between blocks. */
export function countedCharacters(text: string): number {
  return text.replace(/\n/g, '').length;
}
