// @vitest-environment happy-dom
// The one-number search as the server renders it: the number asked last in its mask (or as typed
// when it is not eleven digits), the source only when the form sends one, the reference last.
import { createRemixStub } from '@remix-run/testing';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createI18n } from '~/i18n/i18n-provider';
import { resources } from '~/i18n/resources';
import { inszSchema, referenceFieldSchema } from '~/lib/validation/schemas';
import {
  NationalNumberSearchForm,
  type NationalNumberSearchFormProps,
} from './national-number-search-form';

function rendered(props: Partial<NationalNumberSearchFormProps>): string {
  const schema = z.object({
    insz: inszSchema,
    bron: z.string().optional(),
    referentie: referenceFieldSchema(false),
  });
  const node: ReactNode = (
    <NationalNumberSearchForm
      action="/zoek"
      clearHref="/zoek?wissen=1"
      id="nummer"
      schema={() => Promise.resolve(schema)}
      names={{ insz: 'insz', reference: 'referentie' }}
      label="Rijksregisternummer"
      hint="11 cijfers"
      referenceRequired={false}
      {...props}
    />
  );
  const Stub = createRemixStub([{ path: '/zoek', Component: () => <>{node}</> }]);
  return renderToString(
    <I18nextProvider i18n={createI18n('nl', resources.nl)}>
      <Stub initialEntries={['/zoek']} />
    </I18nextProvider>,
  );
}

describe('NationalNumberSearchForm', () => {
  it('shows the number asked last in its mask, and one typed otherwise as it was typed', () => {
    expect(rendered({ defaultInsz: '60111842284' })).toContain('value="60.11.18-422.84"');
    expect(rendered({ defaultInsz: '6011184' })).toContain('value="6011184"');
  });

  it('sends the source only when its names carry one, and a required reference after the number', () => {
    const without = rendered({});
    expect(without).not.toContain('name="bron"');
    const withSource = rendered({
      names: { insz: 'insz', reference: 'referentie', source: 'bron' },
      sources: ['LED'],
      defaultReference: 'DOS-1',
      referenceRequired: true,
      toResults: true,
    });
    expect(withSource).toContain('action="/zoek#resultaten"');
    expect(withSource).toContain('name="bron"');
    expect(withSource.indexOf('name="insz"')).toBeLessThan(withSource.indexOf('name="referentie"'));
    expect(withSource).toContain('value="DOS-1"');
  });
});
