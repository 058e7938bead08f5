// Code-list values in the screen's language with their code, and Dutch-only labels marked.
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '~/i18n/i18n-provider';
import { resources } from '~/i18n/resources';
import { dutchOnlyLabels } from '~/lib/code-lists/all';
import { codeLabel } from '~/lib/code-lists/code-lists';
import { personCodeLists } from '~/lib/code-lists/person';
import { CodeValue } from './code-value';

function render(locale: 'nl' | 'en', element: React.ReactElement): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(locale, resources[locale])}>{element}</I18nextProvider>,
  );
}

describe('CodeValue', () => {
  it('shows the label in the screen’s language with the code', () => {
    const married = (
      <CodeValue
        list={personCodeLists.civilStatus}
        value={{ code: '20', omschrijving: 'Gehuwd' }}
      />
    );
    expect(render('nl', married)).toBe('Gehuwd<span class="code-value__code"> (20)</span>');
    expect(render('en', married)).toBe('Married<span class="code-value__code"> (20)</span>');
    const belgium = (
      <CodeValue list={personCodeLists.country} value={{ code: '150', omschrijving: 'Belg' }} />
    );
    expect(render('en', belgium)).toBe('Belgium<span class="code-value__code"> (150)</span>');
  });

  it('marks a label the list has only in Dutch as Dutch on an English screen', () => {
    const type = (
      <CodeValue
        list={personCodeLists.contactAddressType}
        value={{ code: '1', omschrijving: 'x' }}
      />
    );
    expect(render('en', type)).toBe(
      '<span lang="nl">Tijdelijk verblijf</span><span class="code-value__code"> (1)</span>',
    );
    expect(render('nl', type)).toBe('Tijdelijk verblijf<span class="code-value__code"> (1)</span>');
  });

  it('keeps the source’s label, marked Dutch, for a code the list does not know', () => {
    const unknown = (
      <CodeValue list={personCodeLists.civilStatus} value={{ code: '99', omschrijving: 'Iets' }} />
    );
    expect(render('en', unknown)).toBe(
      '<span lang="nl">Iets</span><span class="code-value__code"> (99)</span>',
    );
  });

  it('leaves the code out where asked', () => {
    const place = (
      <CodeValue
        list={personCodeLists.country}
        value={{ code: '111', omschrijving: 'Frankrijk' }}
        showCode={false}
      />
    );
    expect(render('en', place)).toBe('France');
  });
});

describe('code lists', () => {
  it('give the Dutch label where there is no English one', () => {
    expect(codeLabel(personCodeLists.householdPosition, '01', 'en')).toEqual({
      text: 'Head of household/single person',
      lang: 'en',
    });
    expect(codeLabel(personCodeLists.register, 'BIS', 'nl')).toEqual({
      text: 'BIS-register',
      lang: 'nl',
    });
    expect(codeLabel(personCodeLists.contactAddressType, '2', 'en')).toEqual({
      text: 'Verblijf in een instelling',
      lang: 'nl',
    });
    expect(codeLabel(personCodeLists.civilStatus, '77', 'en')).toEqual({ text: '77', lang: 'nl' });
  });

  it('know which Dutch labels an English screen must mark', () => {
    const labels = dutchOnlyLabels();
    expect(labels.has('Gehuwd')).toBe(true);
    expect(labels.has('België')).toBe(true);
    // The same word in both languages needs no mark.
    expect(labels.has('Portugal')).toBe(false);
  });
});
