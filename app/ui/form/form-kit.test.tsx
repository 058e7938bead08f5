// The shared form fields and the error summary as the server renders them, in both languages:
// labels, hints, errors tied to their controls, and the summary's entries in the form's order.
import { useForm } from '@conform-to/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createI18n } from '~/i18n/i18n-provider';
import { resources } from '~/i18n/resources';
import { validateRequired } from '~/lib/validation/required';
import { stringField, datePartsSchema } from '~/lib/validation/schemas';
import { parseForm, type FormErrors } from '~/page-state/parse-form';
import { DatePartsField } from './date-parts-field';
import { ErrorSummary, summaryEntries } from './error-summary';
import { FieldGroup } from './field-group';
import { FieldNames, messageAfterName } from './field-names';
import { ReferenceField } from './reference-field';
import { SelectField } from './select-field';
import { SourceField } from './source-field';

const required = stringField(validateRequired);
const schema = z.object({
  name: required,
  sex: required,
  country: required,
  bron: required,
  reference: required,
  birth: datePartsSchema({ required: true, allowPartial: true }),
});
type Values = z.input<typeof schema>;
type Fields = ReturnType<typeof useForm<Values, Values, FormErrors>>[1];

/** Renders `children(fields)` inside a form; `posted` gives the server's reply to that post. */
function render(
  children: (fields: Fields) => ReactNode,
  { locale = 'nl', posted }: { locale?: 'nl' | 'en'; posted?: Record<string, string> } = {},
): string {
  function Form() {
    const lastResult = posted ? parseForm(new URLSearchParams(posted), schema).reply() : undefined;
    const [, fields] = useForm<Values, Values, FormErrors>({ id: 'f', lastResult });
    return <>{children(fields)}</>;
  }
  return renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(locale, resources[locale])}>
      <Form />
    </I18nextProvider>,
  );
}

const options = [
  { value: '150', label: 'België' },
  { value: '262', label: 'Turkije' },
];

describe('SelectField', () => {
  it('labels the select, offers an empty first option and the options in order', () => {
    const html = render((fields) => (
      <SelectField meta={fields.country} label="Land" options={options} required />
    ));
    expect(html).toContain('<label for="f-country">Land');
    expect(html).toContain('<span class="visually-hidden"> (verplicht)</span>');
    expect(html).toMatch(
      /<select[^>]*id="f-country"[^>]*>(<option value="">Kies…<\/option>)<option value="150">België<\/option><option value="262">Turkije<\/option><\/select>/,
    );
  });

  it('says "Choose…" in English, or what it is told, or nothing', () => {
    expect(
      render((fields) => <SelectField meta={fields.country} label="Country" options={options} />, {
        locale: 'en',
      }),
    ).toContain('<option value="">Choose…</option>');
    expect(
      render((fields) => (
        <SelectField meta={fields.country} label="Land" options={options} emptyLabel="Alle" />
      )),
    ).toContain('<option value="">Alle</option>');
    expect(
      render((fields) => (
        <SelectField meta={fields.country} label="Land" options={options} emptyLabel={null} />
      )),
    ).not.toContain('<option value="">');
  });

  it('ties the hint and the error to the select and keeps the chosen value', () => {
    const html = render(
      (fields) => (
        <SelectField meta={fields.country} label="Land" hint="Uw land" options={options} />
      ),
      { posted: { country: '' } },
    );
    expect(html).toContain('<p id="f-country-description" class="form-hint">Uw land</p>');
    expect(html).toContain('<p id="f-country-error" class="form-error">Dit veld is verplicht</p>');
    expect(html).toMatch(/<select[^>]*aria-describedby="f-country-description f-country-error"/);
    expect(html).toMatch(/<select[^>]*aria-invalid="true"/);
    const chosen = render(
      (fields) => <SelectField meta={fields.country} label="Land" options={options} />,
      { posted: { country: '262' } },
    );
    expect(chosen).toContain('<option value="262" selected="">Turkije</option>');
  });
});

describe('SourceField', () => {
  const labelOf = (source: 'RR' | 'KSZ') => ({ RR: 'Rijksregister', KSZ: 'Kruispuntbank' })[source];

  it('is a hidden input when the role may consult one source only', () => {
    const html = render((fields) => (
      <SourceField meta={fields.bron} sources={['KSZ']} labelOf={labelOf} />
    ));
    expect(html).toBe('<input type="hidden" name="bron" value="KSZ"/>');
    expect(
      render((fields) => <SourceField meta={fields.bron} sources={[]} labelOf={labelOf} />),
    ).toBe('');
  });

  it('is a labelled select, in the given order, when there are several', () => {
    const html = render((fields) => (
      <SourceField meta={fields.bron} sources={['RR', 'KSZ']} labelOf={labelOf} />
    ));
    expect(html).toContain('<label for="f-bron">Bron</label>');
    expect(html).toContain('De bron die geraadpleegd wordt.');
    expect(html).toContain(
      '<option value="RR">Rijksregister</option><option value="KSZ">Kruispuntbank</option>',
    );
    const english = render(
      (fields) => <SourceField meta={fields.bron} sources={['RR', 'KSZ']} labelOf={labelOf} />,
      { locale: 'en' },
    );
    expect(english).toContain('<label for="f-bron">Source</label>');
  });
});

describe('ReferenceField', () => {
  it('is not shown when the role does not require a reference', () => {
    expect(render((fields) => <ReferenceField meta={fields.reference} required={false} />)).toBe(
      '',
    );
  });

  it('is a mandatory text of at most 100 characters, with its label in either language', () => {
    const html = render((fields) => <ReferenceField meta={fields.reference} required />);
    expect(html).toContain('Uw referentie');
    expect(html).toMatch(/<input[^>]*id="f-reference"[^>]*required=""[^>]*maxLength="100"/);
    const english = render(
      (fields) => (
        <ReferenceField meta={fields.reference} required hint="Kept with the new person" />
      ),
      { locale: 'en' },
    );
    expect(english).toContain('Your reference');
    expect(english).toContain('Kept with the new person');
  });

  it("says on a consultation's form that the session keeps it, in either language", () => {
    const html = render((fields) => (
      <ReferenceField meta={fields.reference} required keptForSession />
    ));
    expect(html).toContain('Bewaard voor uw volgende opzoekingen in deze sessie.');
    const english = render(
      (fields) => <ReferenceField meta={fields.reference} required keptForSession />,
      { locale: 'en' },
    );
    expect(english).toContain('Kept for your next searches in this session.');
    expect(render((fields) => <ReferenceField meta={fields.reference} required />)).not.toContain(
      'Bewaard',
    );
  });
});

describe('summaryEntries', () => {
  const fields = {
    name: { id: 'f-name', errors: [{ key: 'required' as const }] },
    sex: { id: 'f-sex', errors: undefined },
    birth: { id: 'f-birth', errors: [{ key: 'date.yearRequired' as const }] },
  };

  it('follows the given order, points group fields at their first control, adds extra entries', () => {
    const extra = { targetId: 'adres-straat', errors: [{ key: 'required' as const }] };
    expect(
      summaryEntries({
        fields,
        order: ['sex', 'name', 'birth'],
        targets: { birth: 'f-birth-day' },
        before: { birth: [extra] },
        after: [{ targetId: 'last', errors: undefined }],
      }).map((entry) => entry.targetId),
    ).toEqual(['f-sex', 'f-name', 'adres-straat', 'f-birth-day', 'last']);
  });
});

describe('group targets', () => {
  it('point at a radio group’s option and a date’s day', () => {
    const html = render((fields) => (
      <>
        <span data-radio={FieldGroup.optionId(fields.sex, '1')} />
        <span data-date={DatePartsField.targetId(fields.birth)} />
        <DatePartsField meta={fields.birth} legend="Geboortedatum" />
      </>
    ));
    expect(html).toContain('data-radio="f-sex-1"');
    expect(html).toContain('data-date="f-birth.day"');
    expect(html).toContain('id="f-birth.day"');
  });
});

describe('ErrorSummary', () => {
  const summary = (attempt: unknown, locale: 'nl' | 'en' = 'nl') =>
    render(
      (fields) => (
        <ErrorSummary
          attempt={attempt}
          fields={fields}
          order={['name', 'sex', 'country', 'birth']}
          targets={{
            sex: FieldGroup.optionId(fields.sex, '1'),
            birth: DatePartsField.targetId(fields.birth),
          }}
          before={{ country: [{ targetId: 'adres-straat', errors: [{ key: 'required' }] }] }}
        />
      ),
      { locale, posted: { name: '', sex: '', country: '', 'birth.year': '' } },
    );

  it('shows nothing before an attempt', () => {
    expect(summary(undefined)).toBe('');
  });

  it('lists the errors in the form’s order with links to their controls', () => {
    const html = summary(1);
    expect(html).toContain('Er is een probleem');
    const links = [...html.matchAll(/<a href="#([^"]+)">([^<]+)<\/a>/g)].map((match) => match[1]);
    expect(links).toEqual(['f-name', 'f-sex-1', 'adres-straat', 'f-country', 'f-birth.day']);
    expect(summary(1, 'en')).toContain('There is a problem');
  });

  it('still takes a list of entries', () => {
    const html = render(() => (
      <ErrorSummary attempt={1} entries={[{ targetId: 'x', errors: [{ key: 'required' }] }]} />
    ));
    expect(html).toContain('<a href="#x">Dit veld is verplicht</a>');
  });
});

describe('field names', () => {
  const names = (locale: 'nl' | 'en') =>
    locale === 'nl'
      ? {
          name: { label: 'Achternaam', messages: { required: 'Vul de achternaam in' } },
          sex: { label: 'Geslacht' },
          birth: { label: 'Geboortedatum' },
        }
      : {
          name: { label: 'Last name', messages: { required: 'Enter the last name' } },
          sex: { label: 'Sex' },
          birth: { label: 'Date of birth' },
        };
  const named = (locale: 'nl' | 'en', posted: Record<string, string>) =>
    render(
      (fields) => (
        <FieldNames names={names(locale)}>
          <ErrorSummary attempt={1} fields={fields} order={['name', 'sex', 'birth']} />
          <DatePartsField meta={fields.birth} legend="Geboortedatum" />
        </FieldNames>
      ),
      { locale, posted },
    );
  const summaryTexts = (html: string) =>
    [...html.matchAll(/<a href="#[^"]+">([^<]+)<\/a>/g)].map((match) => match[1]);

  it('name the field in the summary: its own text, or its name before the rule', () => {
    const posted = {
      name: '',
      sex: '',
      'birth.day': '31',
      'birth.month': '02',
      'birth.year': '1990',
    };
    expect(summaryTexts(named('nl', posted))).toEqual([
      'Vul de achternaam in',
      'Geslacht: dit veld is verplicht',
      'Geboortedatum: vul een bestaande datum in, met dag, maand en jaar in cijfers',
    ]);
    expect(summaryTexts(named('en', posted))).toEqual([
      'Enter the last name',
      'Sex: this field is required',
      'Date of birth: enter a real date, with day, month and year in digits',
    ]);
  });

  it('give the inline error the same text as the summary', () => {
    const html = named('nl', { name: 'X', sex: '1', 'birth.year': '' });
    expect(html).toContain('<a href="#f-birth">Geboortedatum: jaar is verplicht</a>');
    expect(html).toContain(
      '<p id="f-birth-error" class="form-error">Geboortedatum: jaar is verplicht</p>',
    );
  });

  it('leave a message as it is without names, and keep an acronym’s capitals', () => {
    expect(messageAfterName('Dag is verplicht')).toBe('dag is verplicht');
    expect(messageAfterName('BIS-nummer ontbreekt')).toBe('BIS-nummer ontbreekt');
    const html = render(() => (
      <ErrorSummary
        attempt={1}
        entries={[{ targetId: 'x', field: 'name', errors: [{ key: 'required' }] }]}
      />
    ));
    expect(html).toContain('<a href="#x">Dit veld is verplicht</a>');
  });
});
