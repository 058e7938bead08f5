import { describe, expect, it } from 'vitest';
import { registerProofRequest } from '@contracts/led';
import { parseForm } from '~/page-state/parse-form';
import {
  formFieldOfSourceField,
  proofFormSchema,
  toRegisterRequest,
  type ProofFormValues,
} from './proof-schema';

const valid: Record<string, string> = {
  insz: '16.01.13-581.80',
  categorie: 'HO',
  bewijstype: 'DIPLOMA',
  bewijsstaat: 'EIND',
  titel: ' Bachelor in de verpleegkunde ',
  studierichting: '',
  'instelling.naam': 'Hogeschool Rivierstad',
  'instelling.nummer': '',
  instantie: 'HOGESCHOOL',
  niveau: '6',
  'uitreikingsdatum.day': '30',
  'uitreikingsdatum.month': '06',
  'uitreikingsdatum.year': '2021',
  'geldigheidsperiodes[0].begin.day': '30',
  'geldigheidsperiodes[0].begin.month': '06',
  'geldigheidsperiodes[0].begin.year': '2021',
  'geldigheidsperiodes[0].einde.day': '',
  'geldigheidsperiodes[0].einde.month': '',
  'geldigheidsperiodes[0].einde.year': '',
};

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const schema = proofFormSchema(false);
const errorsOf = (values: Record<string, string>) => {
  const result = parseForm(form(values), schema);
  return result.status === 'error' ? result.error : null;
};

describe('proofFormSchema', () => {
  it('reads a proof with one open period into the registration the source takes', () => {
    const result = parseForm(form(valid), schema);
    expect(result.status).toBe('success');
    const request = toRegisterRequest((result as { value: ProofFormValues }).value);
    expect(request).toEqual({
      insz: '16011358180',
      categorie: 'HO',
      bewijstype: 'DIPLOMA',
      bewijsstaat: 'EIND',
      titel: 'Bachelor in de verpleegkunde',
      instelling: { naam: 'Hogeschool Rivierstad' },
      instantie: 'HOGESCHOOL',
      niveau: '6',
      uitreikingsdatum: '2021-06-30',
      geldigheidsperiodes: [{ begin: '2021-06-30' }],
    });
    // The backend's own schema takes what the form makes.
    expect(registerProofRequest.safeParse(request).success).toBe(true);
  });

  it('keeps the optional fields, several periods and the reference when given', () => {
    const result = parseForm(
      form({
        ...valid,
        studierichting: 'Verpleegkunde',
        'instelling.nummer': '012345',
        'geldigheidsperiodes[0].einde.day': '31',
        'geldigheidsperiodes[0].einde.month': '12',
        'geldigheidsperiodes[0].einde.year': '2022',
        'geldigheidsperiodes[1].begin.day': '01',
        'geldigheidsperiodes[1].begin.month': '01',
        'geldigheidsperiodes[1].begin.year': '2024',
        reference: ' DOSSIER-7 ',
      }),
      proofFormSchema(true),
    );
    expect(result.status).toBe('success');
    const request = toRegisterRequest((result as { value: ProofFormValues }).value);
    expect(request.studierichting).toBe('Verpleegkunde');
    expect(request.instelling).toEqual({ naam: 'Hogeschool Rivierstad', nummer: '012345' });
    expect(request.geldigheidsperiodes).toEqual([
      { begin: '2021-06-30', einde: '2022-12-31' },
      { begin: '2024-01-01' },
    ]);
    expect(request.reference).toBe('DOSSIER-7');
  });

  it('asks every mandatory field, each with its own message', () => {
    expect(errorsOf({})).toEqual({
      insz: [{ key: 'required' }],
      categorie: [{ key: 'required' }],
      bewijstype: [{ key: 'required' }],
      bewijsstaat: [{ key: 'required' }],
      titel: [{ key: 'required' }],
      'instelling.naam': [{ key: 'required' }],
      instantie: [{ key: 'required' }],
      niveau: [{ key: 'required' }],
      uitreikingsdatum: [{ key: 'date.dayRequired' }],
      geldigheidsperiodes: [{ key: 'required' }],
    });
    expect(
      errorsOf({
        ...valid,
        'geldigheidsperiodes[0].begin.day': '',
        'geldigheidsperiodes[0].begin.month': '',
        'geldigheidsperiodes[0].begin.year': '',
      }),
    ).toEqual({ 'geldigheidsperiodes[0].begin': [{ key: 'date.dayRequired' }] });
  });

  it('refuses a code outside its list, a text too long and an institution number of letters', () => {
    expect(
      errorsOf({
        ...valid,
        categorie: 'XX',
        titel: 'x'.repeat(201),
        'instelling.nummer': '12a',
      }),
    ).toEqual({
      categorie: [{ key: 'invalid' }],
      titel: [{ key: 'maxLength', values: { amount: 200 } }],
      'instelling.nummer': [{ key: 'range.notANumber' }],
    });
    expect(errorsOf({ ...valid, 'instelling.nummer': '12345678901' })).toEqual({
      'instelling.nummer': [{ key: 'maxLength', values: { amount: 10 } }],
    });
  });

  it('refuses an issue date in the future or that is no date', () => {
    const year = String(new Date().getFullYear() + 1);
    expect(
      errorsOf({
        ...valid,
        'uitreikingsdatum.year': year,
        'geldigheidsperiodes[0].begin.year': year,
      }),
    ).toEqual({ uitreikingsdatum: [{ key: 'date.future' }] });
    expect(
      errorsOf({ ...valid, 'uitreikingsdatum.day': '31', 'uitreikingsdatum.month': '02' }),
    ).toEqual({ uitreikingsdatum: [{ key: 'date.invalidParts' }] });
  });

  it('refuses an end before its beginning, on the end', () => {
    expect(
      errorsOf({
        ...valid,
        'geldigheidsperiodes[0].einde.day': '29',
        'geldigheidsperiodes[0].einde.month': '06',
        'geldigheidsperiodes[0].einde.year': '2021',
      }),
    ).toEqual({
      'geldigheidsperiodes[0].einde': [{ key: 'validityPeriod.endBeforeStart' }],
      // The issue date then lies in no period either.
      uitreikingsdatum: [{ key: 'proofIssueDate.outsideValidity' }],
    });
  });

  it('puts an issue date outside every period on the issue date, also while other fields fail', () => {
    const outside = {
      ...valid,
      'geldigheidsperiodes[0].begin.year': '2022',
      'geldigheidsperiodes[1].begin.day': '01',
      'geldigheidsperiodes[1].begin.month': '01',
      'geldigheidsperiodes[1].begin.year': '2019',
      'geldigheidsperiodes[1].einde.day': '31',
      'geldigheidsperiodes[1].einde.month': '12',
      'geldigheidsperiodes[1].einde.year': '2020',
    };
    expect(errorsOf(outside)).toEqual({
      uitreikingsdatum: [{ key: 'proofIssueDate.outsideValidity' }],
    });
    expect(errorsOf({ ...outside, titel: '' })).toEqual({
      titel: [{ key: 'required' }],
      uitreikingsdatum: [{ key: 'proofIssueDate.outsideValidity' }],
    });
    // Both ends of a period count as inside it.
    expect(
      errorsOf({
        ...valid,
        'geldigheidsperiodes[0].begin.year': '2020',
        'geldigheidsperiodes[0].einde.day': '30',
        'geldigheidsperiodes[0].einde.month': '06',
        'geldigheidsperiodes[0].einde.year': '2021',
      }),
    ).toBeNull();
  });

  it('refuses a box sent twice as the form never sends it, without failing itself', () => {
    const data = form(valid);
    data.append('geldigheidsperiodes[0].begin.year', '2019');
    data.append('uitreikingsdatum.day', '01');
    const result = parseForm(data, schema);
    expect(result.status).toBe('error');
    expect(Object.keys((result as { error: object }).error).sort()).toEqual([
      'geldigheidsperiodes[0].begin',
      'uitreikingsdatum',
    ]);
  });

  it('takes at most five periods', () => {
    const many = { ...valid };
    for (let index = 1; index < 6; index += 1) {
      many[`geldigheidsperiodes[${index}].begin.day`] = '01';
      many[`geldigheidsperiodes[${index}].begin.month`] = '01';
      many[`geldigheidsperiodes[${index}].begin.year`] = String(2010 + index);
    }
    expect(errorsOf(many)).toEqual({ geldigheidsperiodes: [{ key: 'invalid' }] });
  });

  it('makes the reference mandatory only for a role that requires it', () => {
    const result = parseForm(form(valid), proofFormSchema(true));
    expect(result.status === 'error' && result.error).toEqual({ reference: [{ key: 'required' }] });
  });
});

describe('formFieldOfSourceField', () => {
  it('names the form field of a field the source refused', () => {
    expect(formFieldOfSourceField('uitreikingsdatum')).toBe('uitreikingsdatum');
    expect(formFieldOfSourceField('instelling.naam')).toBe('instelling.naam');
    expect(formFieldOfSourceField('geldigheidsperiodes.2.einde')).toBe(
      'geldigheidsperiodes[2].einde',
    );
    expect(formFieldOfSourceField('authenticiteit')).toBeNull();
    expect(formFieldOfSourceField('geldigheidsperiodes.9.begin')).toBeNull();
  });
});
