// @vitest-environment happy-dom
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../rich-text/sanitize';
import {
  editorContentOf,
  editorTextLength,
  hasForbiddenMedia,
  isAllowedLinkAddress,
  noticeOf,
  notificationExtensions,
  type EditorNotice,
} from './editor';

const editors: Editor[] = [];

afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

/** An editor with the notification's extensions, and the notices its rules gave. */
function editorWith(content: string, maximum?: number) {
  const notices: EditorNotice[] = [];
  const editor = new Editor({
    element: document.createElement('div'),
    extensions: notificationExtensions(maximum),
    content,
    injectCSS: false,
  });
  editor.on('transaction', ({ transaction, appendedTransactions }) => {
    for (const each of [transaction, ...appendedTransactions]) {
      const notice = noticeOf(each);
      if (notice) notices.push(notice);
    }
  });
  editors.push(editor);
  return { editor, notices };
}

describe('the schema keeps only the allow-listed formatting', () => {
  it.each([
    ['<p>Hallo <strong>wereld</strong></p>', '<p>Hallo <strong>wereld</strong></p>'],
    ['<p><b>vet</b> en <i>schuin</i></p>', '<p><strong>vet</strong> en <em>schuin</em></p>'],
    ['<p onclick="x()" style="color:red" class="x">Tekst</p>', '<p>Tekst</p>'],
    ['<h1>Titel</h1><p>Tekst</p>', '<p>Titel</p><p>Tekst</p>'],
    ['<p>Eerste<br>tweede</p>', '<p>Eerste<br>tweede</p>'],
    [
      '<ul><li>een</li></ul><ol><li>twee</li></ol>',
      '<ul><li><p>een</p></li></ul><ol><li><p>twee</p></li></ol>',
    ],
    ['<table><tr><td>cel</td></tr></table>', '<p>cel</p>'],
    ['<pre><code>code</code></pre>', '<p>code</p>'],
    ['<p><u>onderlijnd</u> <s>doorgehaald</s></p>', '<p>onderlijnd doorgehaald</p>'],
    ['<p>a<style>p{}</style>b</p>', '<p>ab</p>'],
  ])('%s → %s', (input, expected) => {
    expect(editorWith(input).editor.getHTML()).toBe(expected);
  });

  it('keeps links to web pages and mail addresses, with nothing but their address', () => {
    expect(
      editorWith(
        '<p><a href="https://www.vlaanderen.be" target="x" title="t">site</a></p>',
      ).editor.getHTML(),
    ).toBe('<p><a href="https://www.vlaanderen.be">site</a></p>');
    expect(editorWith('<p><a href="mailto:info@vlaanderen.be">mail</a></p>').editor.getHTML()).toBe(
      '<p><a href="mailto:info@vlaanderen.be">mail</a></p>',
    );
    for (const href of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,x',
      '/uit',
    ]) {
      expect(editorWith(`<p><a href="${href}">x</a></p>`).editor.getHTML()).toBe('<p>x</p>');
    }
  });

  it('refuses to set a link to another scheme', () => {
    const { editor } = editorWith('<p>tekst</p>');
    editor.commands.selectAll();
    expect(editor.commands.setLink({ href: 'javascript:alert(1)' })).toBe(false);
    expect(editor.commands.setLink({ href: 'https://www.vlaanderen.be' })).toBe(true);
    expect(editor.getHTML()).toBe('<p><a href="https://www.vlaanderen.be">tekst</a></p>');
  });

  it('gives HTML the server keeps as it is', () => {
    const { editor } = editorWith(
      '<p><strong>Let op</strong>: <em>lees</em><br><a href="https://www.vlaanderen.be">dit</a></p><ul><li>een</li></ul>',
    );
    const html = editor.getHTML();
    expect(sanitizeRichText(html)).toBe(
      html
        .replace('<br>', '<br />')
        .replace('">dit', '" rel="noopener noreferrer" target="_blank">dit'),
    );
  });
});

describe('pasted content', () => {
  it('keeps only the allowed formatting of pasted HTML', () => {
    const { editor, notices } = editorWith('<p>Eerst:</p>');
    editor.commands.focus('end');
    editor.view.pasteHTML(
      '<p style="color:red" onclick="x()">Geplakt <em>schuin</em><span>!</span></p>',
    );
    expect(editor.getHTML()).toBe('<p>Eerst:Geplakt <em>schuin</em>!</p>');
    expect(notices).toEqual([]);
  });

  it.each([
    '<p>Kijk</p><img src="/favicon.ico">',
    '<p>tekst <IMG SRC=x onerror=alert(1)></p>',
    '<video src="v.mp4"></video>',
    '<audio src="a.mp3"></audio>',
    '<p>a</p><script>alert(1)</script>',
    '<iframe src="https://example.org"></iframe>',
    '<svg onload="alert(1)"></svg>',
  ])('clears the whole editor when %s is pasted', (pasted) => {
    const { editor, notices } = editorWith('<p>Eerst wat tekst.</p>');
    editor.commands.focus('end');
    editor.view.pasteHTML(pasted);
    expect(editor.getText()).toBe('');
    expect(editor.getHTML()).toBe('<p></p>');
    expect(notices).toEqual(['cleared']);
  });
});

describe('the length rule', () => {
  it('counts characters of text, not markup and not the breaks between blocks', () => {
    const { editor } = editorWith('<p>abc<strong>def</strong></p><ul><li>gh</li></ul>');
    expect(editorTextLength(editor.state.doc)).toBe(8);
  });

  it('cuts text past the maximum, across elements, keeping the markup', () => {
    const { editor, notices } = editorWith('<p>abc</p>', 5);
    editor.commands.insertContentAt(
      editor.state.doc.content.size,
      '<p>d<strong>efg</strong></p><p>hij</p>',
    );
    expect(editor.getHTML()).toBe('<p>abc</p><p>d<strong>e</strong></p><p></p>');
    expect(editorTextLength(editor.state.doc)).toBe(5);
    expect(notices).toEqual(['truncated']);
  });

  it('leaves text within the maximum alone', () => {
    const { editor, notices } = editorWith('<p>abc</p>', 6);
    editor.commands.insertContentAt(editor.state.doc.content.size, '<p>def</p>');
    expect(editor.getHTML()).toBe('<p>abc</p><p>def</p>');
    expect(notices).toEqual([]);
  });

  it('allows 993 characters and cuts the 994th', () => {
    const { editor, notices } = editorWith('');
    editor.commands.insertContent('a'.repeat(990));
    editor.commands.insertContent('bcdefg');
    expect(editor.getText()).toBe(`${'a'.repeat(990)}bcd`);
    expect(notices).toEqual(['truncated']);
  });
});

describe('helpers', () => {
  it('finds media and script in pasted HTML, in any spelling', () => {
    expect(hasForbiddenMedia('<p>x<IMG SRC=x></p>')).toBe(true);
    expect(hasForbiddenMedia('<div><video></video></div>')).toBe(true);
    expect(hasForbiddenMedia('< script>alert(1)</script>')).toBe(true);
    expect(hasForbiddenMedia('<p>een <b>script</b> en &lt;img&gt;</p>')).toBe(false);
  });

  it('allows web and mail addresses only', () => {
    expect(isAllowedLinkAddress('https://www.vlaanderen.be')).toBe(true);
    expect(isAllowedLinkAddress(' http://www.vlaanderen.be\n')).toBe(true);
    expect(isAllowedLinkAddress('mailto:info@vlaanderen.be')).toBe(true);
    for (const href of [
      '',
      'www.vlaanderen.be',
      'javascript:alert(1)',
      'jav\tascript:x',
      'ftp://x',
    ]) {
      expect(isAllowedLinkAddress(href)).toBe(false);
    }
  });

  it('makes typed text into paragraphs', () => {
    const { editor } = editorWith('');
    editor.commands.setContent(editorContentOf('Beste <burger>,\n\nUw attest', 'text'));
    expect(editor.getHTML()).toBe('<p>Beste &lt;burger&gt;,</p><p></p><p>Uw attest</p>');
  });
});
