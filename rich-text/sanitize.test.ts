// The shared sanitiser against a corpus of XSS payloads (xss-corpus.ts): whatever comes out holds
// nothing a browser could run, read with an HTML parser (xss-check.ts); and the checker itself
// finds what it is there to find, while the editor's own formatting passes both.
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';
import { executableFindings } from './xss-check';
import { xssCorpus } from './xss-corpus';

describe('sanitizeRichText against the XSS corpus', () => {
  it('has a corpus of at least 80 payloads, each named once', () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(80);
    expect(new Set(xssCorpus.map((entry) => entry.name)).size).toBe(xssCorpus.length);
  });

  it.each(xssCorpus)('$name: leaves nothing executable', ({ payload }) => {
    const html = sanitizeRichText(payload);
    expect(executableFindings(html), html).toEqual([]);
    // Read a second time, the output stays as it is: no markup appears by reading it again.
    expect(sanitizeRichText(html)).toBe(html);
  });
});

describe('the formatting the editor offers', () => {
  it.each([
    [
      '<p><strong>Let op</strong> en <b>vet</b></p>',
      '<p><strong>Let op</strong> en <b>vet</b></p>',
    ],
    ['<p><em>schuin</em>, <i>cursief</i> en <u>onderlijnd</u></p>', null],
    ['<ul><li>een</li><li>twee</li></ul><ol><li>drie</li></ol>', null],
    ['<p>Eerste regel<br />tweede regel</p>', null],
    [
      '<p>Lees <a href="https://www.rivierstad.be/nieuws?week=12&amp;taal=nl">het nieuws</a></p>',
      '<p>Lees <a href="https://www.rivierstad.be/nieuws?week=12&amp;taal=nl" rel="noopener noreferrer" target="_blank">het nieuws</a></p>',
    ],
    [
      '<p><a href="mailto:info@rivierstad.be">Mail ons</a></p>',
      '<p><a href="mailto:info@rivierstad.be" rel="noopener noreferrer" target="_blank">Mail ons</a></p>',
    ],
    [
      '<p><a href="http://www.rivierstad.be">oud adres</a></p>',
      '<p><a href="http://www.rivierstad.be" rel="noopener noreferrer" target="_blank">oud adres</a></p>',
    ],
    [
      '<p><a href=" https://www.rivierstad.be\n">spaties</a></p>',
      '<p><a href="https://www.rivierstad.be" rel="noopener noreferrer" target="_blank">spaties</a></p>',
    ],
  ])('%s survives', (input, expected) => {
    const html = sanitizeRichText(input);
    expect(html).toBe(expected ?? input);
    expect(executableFindings(html)).toEqual([]);
  });
});

describe('executableFindings', () => {
  it.each([
    ['<img src="x">', ['element <img>', 'attribute src on <img>']],
    ['<p onclick="alert(1)">x</p>', ['attribute onclick on <p>']],
    ['<a href="javascript:alert(1)">x</a>', ['link to "javascript:alert(1)"']],
    ['<a href=" jav&#x09;ascript:alert(1)">x</a>', ['link to " jav\\tascript:alert(1)"']],
    ['<a href="&amp;#106;avascript:alert(1)">x</a>', ['link to "&#106;avascript:alert(1)"']],
    ['<a href="/uitloggen">x</a>', ['link to "/uitloggen"']],
    ['<a title="x">x</a>', ['attribute title on <a>']],
    ['<p>a<!-- b --></p>', ['comment']],
    ['<?xml version="1.0"?><p>x</p>', ['processing instruction or declaration ?xml']],
    ['<!DOCTYPE html><p>x</p>', ['processing instruction or declaration !doctype']],
    [
      '<a href="https://www.rivierstad.be" href="javascript:alert(1)">x</a>',
      ['link to "javascript:alert(1)"'],
    ],
  ])('finds what is wrong in %s', (html, findings) => {
    expect(executableFindings(html)).toEqual(findings);
  });
});
