import { describe, expect, it } from 'vitest';
import { EDITOR_MAX_CHARACTERS, containsForbiddenMedia } from '../../../rich-text/rules';
import { readRichText, sanitizeRichText, textToHtml, visibleText } from './sanitize.server';

describe('sanitizeRichText (allow-list)', () => {
  it.each([
    ['<p>Hallo <strong>wereld</strong></p>', '<p>Hallo <strong>wereld</strong></p>'],
    [
      '<p><b>b</b> <i>i</i> <em>e</em> <u>u</u><br></p>',
      '<p><b>b</b> <i>i</i> <em>e</em> <u>u</u><br /></p>',
    ],
    ['<ul><li>een</li></ul><ol><li>twee</li></ol>', '<ul><li>een</li></ul><ol><li>twee</li></ol>'],
    // Attributes other than a link's href are dropped, events and styles included.
    ['<p onclick="steal()" style="color:red" class="x">Tekst</p>', '<p>Tekst</p>'],
    // Elements outside the list go; their text stays.
    ['<div><span>Tekst</span> <h1>Titel</h1></div>', 'Tekst Titel'],
    // Code and styling go with their content.
    ['<p>a<style>p{}</style>b</p>', '<p>ab</p>'],
    ['<p>a<template><b>x</b></template>b</p>', '<p>ab</p>'],
    // Text that looks like markup stays text.
    ['<p>5 &lt; 6 &amp; "x"</p>', '<p>5 &lt; 6 &amp; "x"</p>'],
    ['<p>niet <!-- commentaar -->zichtbaar</p>', '<p>niet zichtbaar</p>'],
  ])('%s → %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('keeps web and mail links, opening them outside, and drops scripts in links', () => {
    expect(sanitizeRichText('<a href="https://www.vlaanderen.be" target="_self">site</a>')).toBe(
      '<a href="https://www.vlaanderen.be" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(sanitizeRichText('<a href="mailto:info@vlaanderen.be">mail</a>')).toContain(
      'href="mailto:info@vlaanderen.be"',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      '//evil.example',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).not.toContain('href');
    }
  });
});

describe('containsForbiddenMedia', () => {
  it.each([
    '<img src="x">',
    '<p>tekst <IMG SRC=x onerror=alert(1)></p>',
    '<video src="v.mp4"></video>',
    '<audio src="a.mp3"></audio>',
    '<script>alert(1)</script>',
    '< script>alert(1)</script>',
    '<iframe src="https://example.org"></iframe>',
    '<object data="x"></object>',
    '<embed src="x">',
    '<svg onload="alert(1)"></svg>',
    '<picture><source srcset="x"></picture>',
  ])('finds %s', (html) => {
    expect(containsForbiddenMedia(html)).toBe(true);
  });

  it.each(['<p>imagine a script</p>', '<p>&lt;img&gt; as text</p>', '<strong>video</strong>'])(
    'leaves %s alone',
    (html) => {
      expect(containsForbiddenMedia(html)).toBe(false);
    },
  );
});

describe('visibleText and textToHtml', () => {
  it('reads the text a reader sees', () => {
    expect(visibleText('<p>Hallo &amp; <strong>welkom</strong></p><p>Tot ziens</p>')).toBe(
      'Hallo & welkom\nTot ziens',
    );
    expect(visibleText('<ul><li>een</li><li>twee</li></ul>')).toBe('een\ntwee');
  });

  it('turns typed text into escaped paragraphs', () => {
    expect(textToHtml('Beste <burger>,\n\nUw aanvraag & meer.\nGroeten')).toBe(
      '<p>Beste &lt;burger&gt;,</p><p>Uw aanvraag &amp; meer.<br>Groeten</p>',
    );
  });
});

describe('readRichText', () => {
  it('accepts formatted text and gives the clean HTML and its text', () => {
    expect(readRichText('<p onmouseover="x()">Uw <b>attest</b> is klaar.</p>', 'html')).toEqual({
      ok: true,
      html: '<p>Uw <b>attest</b> is klaar.</p>',
      text: 'Uw attest is klaar.',
    });
  });

  it('refuses media or script instead of cleaning it', () => {
    expect(readRichText('<p>Kijk</p><img src="x">', 'html')).toEqual({
      ok: false,
      issue: { key: 'richText.mediaNotAllowed' },
    });
  });

  it('treats a value without JavaScript as text, markup included', () => {
    expect(readRichText('<img src=x> is geen afbeelding', 'text')).toEqual({
      ok: true,
      html: '<p>&lt;img src=x&gt; is geen afbeelding</p>',
      text: '<img src=x> is geen afbeelding',
    });
  });

  it('is mandatory: empty markup counts as empty', () => {
    for (const empty of ['', '<p><br></p>', '<p> </p>', '<div><span></span></div>']) {
      expect(readRichText(empty, 'html')).toEqual({ ok: false, issue: { key: 'required' } });
    }
    expect(readRichText('<p><br></p>', 'html', { required: false })).toEqual({
      ok: true,
      html: '',
      text: '',
    });
  });

  it('allows 993 characters of text, markup not counted, and refuses 994', () => {
    const exact = 'a'.repeat(EDITOR_MAX_CHARACTERS);
    expect(readRichText(`<p><strong>${exact}</strong></p>`, 'html').ok).toBe(true);
    expect(readRichText(`<p>${exact}b</p>`, 'html')).toEqual({
      ok: false,
      issue: { key: 'maxLength', values: { amount: 993 } },
    });
    // An entity is one character: '&amp;' × 993 fits.
    expect(readRichText(`<p>${'&amp;'.repeat(EDITOR_MAX_CHARACTERS)}</p>`, 'html').ok).toBe(true);
  });

  it('does not count line breaks, as the editor does not', () => {
    const text = `${'a'.repeat(496)}\r\n\r\n${'b'.repeat(497)}`;
    expect(readRichText(text, 'text').ok).toBe(true);
    expect(readRichText(`${text}c`, 'text').ok).toBe(false);
    const html = `<p>${'a'.repeat(496)}</p><ul><li>${'b'.repeat(497)}</li></ul>`;
    expect(readRichText(html, 'html').ok).toBe(true);
  });
});
