// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  cleanEditorHtml,
  editorTextLength,
  hasForbiddenMedia,
  parseInert,
  truncateText,
} from './editor-dom';

function editor(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('cleanEditorHtml', () => {
  it.each([
    ['<p>Hallo <strong>wereld</strong></p>', '<p>Hallo <strong>wereld</strong></p>'],
    ['<p onclick="x()" style="color:red">Tekst</p>', '<p>Tekst</p>'],
    ['<div><span class="x">Tekst</span></div>', 'Tekst'],
    ['<p>a<style>p{}</style>b</p>', '<p>ab</p>'],
    ['<ul><li>een</li></ul>', '<ul><li>een</li></ul>'],
    ['<p>a<img src="x" onerror="alert(1)">b</p>', '<p>ab</p>'],
  ])('%s → %s', (input, expected) => {
    expect(cleanEditorHtml(input)).toBe(expected);
  });

  it('keeps only web and mail links', () => {
    expect(cleanEditorHtml('<a href="https://www.vlaanderen.be" target="x">site</a>')).toBe(
      '<a href="https://www.vlaanderen.be">site</a>',
    );
    expect(cleanEditorHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(cleanEditorHtml('<a href=" JAVASCRIPT:alert(1)">x</a>')).toBe('<a>x</a>');
  });
});

describe('hasForbiddenMedia', () => {
  it('finds media and script anywhere, in any spelling', () => {
    expect(hasForbiddenMedia(parseInert('<p>x<IMG SRC=x></p>'))).toBe(true);
    expect(hasForbiddenMedia(parseInert('<div><video></video></div>'))).toBe(true);
    expect(hasForbiddenMedia(editor('<p>x<iframe></iframe></p>'))).toBe(true);
    expect(hasForbiddenMedia(editor('<p>een <b>script</b></p>'))).toBe(false);
  });
});

describe('truncateText', () => {
  it('cuts the text after the maximum, across elements, keeping the markup', () => {
    const root = editor('<p>abc<strong>def</strong></p><p>ghi</p>');
    expect(truncateText(root, 5)).toBe(true);
    expect(root.innerHTML).toBe('<p>abc<strong>de</strong></p><p></p>');
    expect(editorTextLength(root)).toBe(5);
  });

  it('leaves text within the maximum alone', () => {
    const root = editor('<p>abc</p><p>def</p>');
    expect(truncateText(root, 6)).toBe(false);
    expect(root.innerHTML).toBe('<p>abc</p><p>def</p>');
  });
});
