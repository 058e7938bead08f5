// The form kit's smaller shared pieces as the server renders them: the masked identifier input, a
// number shown again, the code input, the radio question and 'Uw referentie' on an action's form.
import { useForm } from '@conform-to/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createI18n } from '~/i18n/i18n-provider';
import { resources } from '~/i18n/resources';
import { validateRequired } from '~/lib/validation/required';
import { stringField } from '~/lib/validation/schemas';
import { parseForm, type FormErrors } from '~/page-state/parse-form';
import { inszShown } from './insz-field';
import { MaskedField } from './masked-field';
import { RadioGroupField } from './radio-group';
import { ActionReferenceField } from './reference-field';
import { CodeField } from './text-field';

const required = stringField(validateRequired);
const schema = z.object({ kbo: required, code: required, keuze: required, reference: required });
type Values = z.input<typeof schema>;
type Fields = ReturnType<typeof useForm<Values, Values, FormErrors>>[1];

function render(children: (fields: Fields) => ReactNode, posted?: Record<string, string>): string {
  function Form() {
    const lastResult = posted ? parseForm(new URLSearchParams(posted), schema).reply() : undefined;
    const [, fields] = useForm<Values, Values, FormErrors>({ id: 'f', lastResult });
    return <>{children(fields)}</>;
  }
  return renderToStaticMarkup(
    <I18nextProvider i18n={createI18n('nl', resources.nl)}>
      <Form />
    </I18nextProvider>,
  );
}

describe('inszShown', () => {
  it('masks eleven digits and leaves anything else as typed', () => {
    expect(inszShown('85073003328')).toBe('85.07.30-033.28');
    expect(inszShown('85.07.30-033.28')).toBe('85.07.30-033.28');
    expect(inszShown('8507300332')).toBe('8507300332');
    expect(inszShown('')).toBe('');
  });
});

describe('MaskedField', () => {
  it('is a required numeric input without autocomplete or spelling check, described by its hint', () => {
    const html = render((fields) => (
      <MaskedField meta={fields.kbo} label="Nummer" hint="Tien cijfers" mask={() => null} />
    ));
    expect(html).toContain('<label for="f-kbo">Nummer');
    expect(html).toMatch(
      /<input[^>]*id="f-kbo"[^>]*aria-describedby="f-kbo-description" required="" inputmode="numeric" autocomplete="off" spellcheck="false"\/>/i,
    );
    expect(html).not.toContain('class="input');
  });
});

describe('CodeField', () => {
  it('is a text input without autocomplete or spelling check, with its class', () => {
    const html = render((fields) => (
      <CodeField meta={fields.code} label="Code" hint="Zoals gedrukt" className="input--code" />
    ));
    expect(html).toMatch(
      /<input[^>]*id="f-code"[^>]*autocomplete="off" spellcheck="false" class="input--code"\/>/i,
    );
    expect(html).not.toContain('required');
  });
});

describe('RadioGroupField', () => {
  it('is a fieldset of labelled radios, the given one checked, its error tied to the group', () => {
    const html = render(
      (fields) => (
        <RadioGroupField
          meta={fields.keuze}
          legend="Keuze"
          required
          inline
          options={[
            { value: 'ja', label: 'Ja' },
            { value: 'nee', label: 'Nee' },
          ]}
          checked="nee"
        />
      ),
      { keuze: '' },
    );
    expect(html).toContain('<fieldset class="radio-group radio-group--inline" id="f-keuze"');
    expect(html).toContain('<input type="radio" id="f-keuze-ja" name="keuze" value="ja"/>');
    expect(html).toContain(
      '<input type="radio" id="f-keuze-nee" name="keuze" checked="" value="nee"/><label for="f-keuze-nee">Nee</label>',
    );
    expect(html).toContain('id="f-keuze-error"');
  });
});

describe('ActionReferenceField', () => {
  it('asks the reference, sends the link’s one unseen, or is nothing', () => {
    const asked = render((fields) => (
      <ActionReferenceField meta={fields.reference} asked carried="" />
    ));
    expect(asked).toContain('<label for="f-reference">Uw referentie');
    const carried = render((fields) => (
      <ActionReferenceField meta={fields.reference} asked={false} carried="DOS-1" />
    ));
    expect(carried).toBe('<input type="hidden" name="reference" value="DOS-1"/>');
    const none = render((fields) => (
      <ActionReferenceField meta={fields.reference} asked={false} carried="" />
    ));
    expect(none).toBe('');
  });
});
