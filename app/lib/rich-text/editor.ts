// The notification editor's core on Tiptap (ProseMirror): a schema of only the formatting it
// offers (paragraphs, line breaks, bold, italic, links, bulleted and numbered lists), and the
// rules the server also applies. Pasted or dropped content with images, videos or scripts clears
// the editor; text past the maximum is cut. The server reads what arrives again (`readRichText`).
import { Extension, type JSONContent } from '@tiptap/core';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Italic from '@tiptap/extension-italic';
import Link from '@tiptap/extension-link';
import { BulletList } from '@tiptap/extension-list/bullet-list';
import { ListItem } from '@tiptap/extension-list/item';
import { OrderedList } from '@tiptap/extension-list/ordered-list';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import { UndoRedo } from '@tiptap/extensions/undo-redo';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import {
  allowedLinkSchemes,
  containsForbiddenMedia,
  EDITOR_MAX_CHARACTERS,
  forbiddenMediaTags,
  type RichTextFormat,
} from '../../../rich-text/rules';

/** What the rules did to a change, set on the transaction that did it. */
export type EditorNotice = 'cleared' | 'truncated';

const rulesKey = new PluginKey('notificationRules');

/** The notice a transaction carries, if the rules cleared or cut the content in it. */
export function noticeOf(transaction: Transaction): EditorNotice | undefined {
  return transaction.getMeta(rulesKey) as EditorNotice | undefined;
}

/** Parses HTML without running or loading anything in it. */
export function parseInert(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** Whether pasted HTML holds media or script: the server's pattern, or the elements parsed. */
export function hasForbiddenMedia(html: string): boolean {
  return (
    containsForbiddenMedia(html) ||
    parseInert(html).querySelector(forbiddenMediaTags.join(',')) !== null
  );
}

/**
 * Whether a link may point to this address: a web page or a mail address only, read as the
 * server reads it (spaces and control characters at either end and tabs or line breaks inside
 * do not count; an address without a scheme is refused).
 */
export function isAllowedLinkAddress(href: string | null | undefined): boolean {
  if (!href) return false;
  // eslint-disable-next-line no-control-regex -- the characters a URL parser cuts off
  const address = href.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(address)?.[1]?.toLowerCase();
  return scheme !== undefined && (allowedLinkSchemes as readonly string[]).includes(scheme);
}

/** Characters of text in the editor, as the server counts them (no markup, no line breaks). */
export function editorTextLength(doc: ProseMirrorNode): number {
  let length = 0;
  doc.descendants((node) => {
    if (node.isText) length += (node.text ?? '').replace(/\n/g, '').length;
  });
  return length;
}

/**
 * The transaction that cuts the text after `maximum` characters: the text node where the limit
 * falls is shortened and every later one removed, the blocks stay. Undefined when it fits.
 */
function truncation(doc: ProseMirrorNode, tr: Transaction, maximum: number) {
  if (editorTextLength(doc) <= maximum) return undefined;
  const cuts: { from: number; to: number }[] = [];
  let budget = maximum;
  doc.descendants((node, position) => {
    if (!node.isText) return;
    const text = node.text ?? '';
    const length = text.replace(/\n/g, '').length;
    if (length <= budget) {
      budget -= length;
      return;
    }
    cuts.push({ from: position + budget, to: position + text.length });
    budget = 0;
  });
  for (const cut of cuts.reverse()) tr.delete(cut.from, cut.to);
  return tr.setMeta(rulesKey, 'truncated');
}

/** Empties the editor (one empty paragraph), marked as cleared. */
function clearAll(view: EditorView): void {
  const { state } = view;
  const empty = state.schema.nodes.paragraph!.create();
  view.dispatch(
    state.tr.replaceWith(0, state.doc.content.size, empty).setMeta(rulesKey, 'cleared'),
  );
}

/** The rules as a Tiptap extension: media on paste or drop clears, text past the maximum is cut. */
export const NotificationRules = Extension.create<{ maximum: number }>({
  name: 'notificationRules',
  addOptions() {
    return { maximum: EDITOR_MAX_CHARACTERS };
  },
  addProseMirrorPlugins() {
    const { maximum } = this.options;
    // Set while pasted or dropped HTML with media is on its way: the paste then clears instead.
    let mediaArrived = false;
    const clearIfMedia = (view: EditorView) => {
      if (!mediaArrived) return false;
      mediaArrived = false;
      clearAll(view);
      return true;
    };
    return [
      new Plugin({
        key: rulesKey,
        props: {
          // Every pasted or dropped piece of HTML passes here before it is parsed.
          transformPastedHTML(html) {
            mediaArrived = hasForbiddenMedia(html);
            return mediaArrived ? '' : html;
          },
          handlePaste: (view) => clearIfMedia(view),
          handleDrop: (view) => clearIfMedia(view),
        },
        appendTransaction(transactions, _before, state) {
          if (!transactions.some((transaction) => transaction.docChanged)) return undefined;
          return truncation(state.doc, state.tr, maximum);
        },
      }),
    ];
  },
});

/**
 * The editor's extensions: its schema holds only the allow-listed formatting, so pasted HTML
 * keeps nothing else (no images, tables, headings, code, styles or attributes but a link's
 * allowed address).
 */
export function notificationExtensions(maximum: number = EDITOR_MAX_CHARACTERS) {
  return [
    Document,
    Paragraph,
    Text,
    HardBreak,
    Bold,
    Italic,
    BulletList,
    OrderedList,
    ListItem,
    Link.extend({
      // Only the address: the server sets rel and target on every link.
      addAttributes: () => ({ href: { default: null } }),
    }).configure({
      openOnClick: false,
      autolink: false,
      linkOnPaste: true,
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => isAllowedLinkAddress(url),
    }),
    UndoRedo,
    NotificationRules.configure({ maximum }),
  ];
}

/** Editor content for a value the server sent back: typed text becomes paragraphs. */
export function editorContentOf(value: string, format: RichTextFormat): string | JSONContent {
  if (format === 'html') return value;
  return {
    type: 'doc',
    content: value.split(/\r?\n/).map((line) => ({
      type: 'paragraph',
      content: line ? [{ type: 'text', text: line }] : [],
    })),
  };
}
