// The fiche-60 field's schema as a form posts it: all five or none.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseForm } from '~/page-state/parse-form';
import { fiche60Values } from './fiche60-field';
import { fiche60FieldSchema } from './field-schemas';

const complete = {
  jaar: '2024',
  kantoorNummer: '12',
  volgNummer: '345',
  typeFiche: 'A',
  goedNummer: '6789',
};

describe('fiche60FieldSchema', () => {
  const schema = z.object({ fiche60: fiche60FieldSchema() });
  const parse = (value: Partial<typeof complete>) =>
    parseForm(
      new URLSearchParams(
        Object.entries({ ...fiche60Values({}), ...value }).map(([key, text]) => [
          `fiche60.${key}`,
          text,
        ]),
      ),
      schema,
    );

  it('accepts all five or none', () => {
    expect(parse(complete).status).toBe('success');
    expect(parse({}).status).toBe('success');
  });

  it('reports a partly filled fiche on the group', () => {
    expect(parse({ jaar: '2024' }).reply().error?.fiche60).toEqual([{ key: 'fiche60.incomplete' }]);
  });
});

describe('fiche60Values', () => {
  it('reads what the browser holds, an untouched part as empty', () => {
    expect(fiche60Values({ jaar: '2024', volgNummer: undefined })).toEqual({
      jaar: '2024',
      kantoorNummer: '',
      volgNummer: '',
      typeFiche: '',
      goedNummer: '',
    });
  });
});
