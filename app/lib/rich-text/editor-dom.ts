// What the editor does to its content in the browser: the same allow-list as the server (on an
// inert parsed document, so nothing loads or runs), clearing media, truncating the text.
import { allowedLinkSchemes, allowedTags, forbiddenMediaTags } from '../../../rich-text/rules';

const allowed = new Set<string>(allowedTags);
const media = new Set<string>(forbiddenMediaTags);
/** Elements whose content is code or styling: they go with everything inside them. */
const dropWithContent = new Set(['style', 'template', 'noscript', 'textarea', 'title', 'head']);

function allowedHref(href: string | null): string | null {
  if (!href) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href.trim())?.[1]?.toLowerCase();
  return scheme && (allowedLinkSchemes as readonly string[]).includes(scheme) ? href.trim() : null;
}

function copyAllowed(source: Node, target: Node, document: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === child.TEXT_NODE) {
      target.appendChild(document.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== child.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (dropWithContent.has(tag) || media.has(tag)) continue;
    if (!allowed.has(tag)) {
      copyAllowed(element, target, document);
      continue;
    }
    const copy = document.createElement(tag);
    if (tag === 'a') {
      const href = allowedHref(element.getAttribute('href'));
      if (href) copy.setAttribute('href', href);
    }
    copyAllowed(element, copy, document);
    target.appendChild(copy);
  }
}

/** Whether HTML holds media or script, read from an inert parse (also for odd spellings). */
export function hasForbiddenMedia(root: ParentNode): boolean {
  return root.querySelector(forbiddenMediaTags.join(',')) !== null;
}

/** Parses HTML without running or loading anything in it. */
export function parseInert(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** The allow-listed formatting of some HTML, every attribute but a safe link's href dropped. */
export function cleanEditorHtml(html: string): string {
  const parsed = parseInert(html);
  const container = parsed.createElement('div');
  copyAllowed(parsed.body, container, parsed);
  return container.innerHTML;
}

/** Characters of text in the editor, as the server counts them (no markup, no line breaks). */
export function editorTextLength(root: Node): number {
  return (root.textContent ?? '').replace(/\n/g, '').length;
}

/**
 * Cuts the editor's text after `maximum` characters, in place: the text node where the limit
 * falls is shortened and every later text node emptied. Whether it cut anything.
 */
export function truncateText(root: Node, maximum: number): boolean {
  const document = root.ownerDocument ?? (root as Document);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let budget = maximum;
  let cut = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const length = text.replace(/\n/g, '').length;
    if (length <= budget) {
      budget -= length;
      continue;
    }
    node.textContent = budget > 0 ? text.slice(0, budget) : '';
    budget = 0;
    cut = true;
  }
  return cut;
}
