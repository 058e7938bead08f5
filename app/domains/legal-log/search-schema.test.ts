import { describe, expect, it } from 'vitest';
import {
  legalLogFilterHeaders,
  legalLogFiltersJson,
  legalLogSearchHeaders,
} from '@contracts/legal-log-filters';
import type { ValidationIssue } from '~/lib/validation/issue';
import en from '~/locales/en/validation.json';
import nl from '~/locales/nl/validation.json';
import { parseForm, type FormErrors } from '~/page-state/parse-form';
import { belgianTimeToIso } from './belgian-time';
import { legalLogFields as f, legalLogFormValues, legalLogSearchQuery } from './search-fields';
import {
  legalLogFilterHeadersOf,
  legalLogFiltersOf,
  legalLogSearchSchema,
  parseTime,
} from './search-schema';

function parse(query: string) {
  return parseForm(new URLSearchParams(query), legalLogSearchSchema());
}

function filtersOf(query: string) {
  const submission = parse(query);
  expect(submission.status).toBe('success');
  if (submission.status !== 'success') throw new Error('not parsed');
  return legalLogFiltersOf(submission.value);
}

/** The issues of each field that failed. */
function errorsOf(query: string): Record<string, ValidationIssue[]> {
  const submission = parse(query);
  expect(submission.status).toBe('error');
  if (submission.status !== 'error') return {};
  return Object.fromEntries(
    Object.entries<FormErrors | null>(submission.error ?? {}).map(([field, issues]) => [
      field,
      issues ?? [],
    ]),
  );
}

/** An issue's text in one language, as the form shows it after the field's name. */
function text(messages: unknown, found: ValidationIssue | undefined): string {
  const template = (found?.key ?? '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
  return String(template).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(found?.values?.[name] ?? ''),
  );
}

/** The one message of one field, in Dutch and English. */
function messagesOf(query: string, field: string): [string, string] {
  const issues = errorsOf(query)[field];
  expect(issues, `${field} in ${query}`).toHaveLength(1);
  return [text(nl, issues?.[0]), text(en, issues?.[0])];
}

describe('the legal-log search from the URL', () => {
  it('takes a search without any filter: the latest entries', () => {
    expect(filtersOf('zoeken=1')).toEqual({});
  });

  it('reads every filter under the filters names the contract takes', () => {
    expect(
      filtersOf(
        'zoeken=1&van=01.03.2025&vanUur=08:00&tot=31.03.2025&totUur=17:30' +
          '&gebruiker=demo-bart.claes&gebruiker=demo-els.jacobs&organisatie=OVO100001' +
          '&finaliteit=DOSSIER-2025-17&operatie=geefPersoon&register=RR' +
          '&onderwerpSoort=Insz&onderwerp=85.07.30-033.28' +
          '&correlatieId=corr-123&referte=0F8E3C2A-1B4D-4E5F-8A9B-0C1D2E3F4A5B',
      ),
    ).toEqual({
      startDatum: '2025-03-01T08:00:00+01:00',
      // The end takes in its whole last minute; the clocks moved on 30 March.
      eindDatum: '2025-03-31T17:30:59.999+02:00',
      gebruikers: ['demo-bart.claes', 'demo-els.jacobs'],
      organisaties: ['OVO100001'],
      finaliteiten: ['DOSSIER-2025-17'],
      operaties: ['geefPersoon'],
      register: 'RR',
      onderwerpen: ['Insz:85.07.30-033.28'],
      correlationId: 'corr-123',
      tracingId: '0f8e3c2a-1b4d-4e5f-8a9b-0c1d2e3f4a5b',
    });
  });

  it('gives a day without a time its start, and an end day its last moment', () => {
    expect(filtersOf('zoeken=1&van=15.07.2025&tot=15.07.2025')).toEqual({
      startDatum: '2025-07-15T00:00:00+02:00',
      eindDatum: '2025-07-15T23:59:59.999+02:00',
    });
  });

  it('reads a value chosen twice (a link written by hand) once', () => {
    expect(filtersOf('zoeken=1&operatie=geefPersoon&operatie=geefPersoon').operaties).toEqual([
      'geefPersoon',
    ]);
  });

  it('sends filters the contract takes: as headers, and as a report request', () => {
    const filters = filtersOf(
      'zoeken=1&van=01.03.2025&gebruiker=demo-bart.claes&register=RR' +
        '&onderwerpSoort=Nrplaat&onderwerp=1-pku-670&organisatie=OVO100001',
    );
    const headers = Object.fromEntries(
      Object.entries(legalLogFilterHeadersOf(filters)).map(([name, value]) => [
        name,
        (typeof value === 'string' ? [value] : value).map(encodeURIComponent).join(','),
      ]),
    );
    expect(headers).toEqual({
      startdatum: encodeURIComponent('2025-03-01T00:00:00+01:00'),
      gebruikers: 'demo-bart.claes',
      register: 'RR',
      onderwerpen: encodeURIComponent('Nrplaat:1-pku-670'),
      organisaties: 'OVO100001',
    });
    const parsed = legalLogFilterHeaders.parse(headers);
    expect(parsed.onderwerpen).toEqual([{ type: 'Nrplaat', waarde: '1PKU670' }]);
    expect(legalLogSearchHeaders.safeParse(headers).success).toBe(true);
    expect(legalLogFiltersJson.parse(filters).startDatum).toBe('2025-02-28T23:00:00.000Z');
  });
});

describe('the legal-log search form: every rule and its message', () => {
  it('refuses a day that does not exist', () => {
    expect(messagesOf('zoeken=1&van=31.02.2025', f.from)).toEqual([
      'Gelieve een geldige datum op te geven in de vorm DD.MM.JJJJ',
      'Please enter a valid date in the form DD.MM.YYYY',
    ]);
  });

  it('refuses a time that is not one, and a time without its day', () => {
    expect(messagesOf('zoeken=1&van=01.03.2025&vanUur=25:00', f.fromTime)).toEqual([
      'Gelieve een geldig uur op te geven in de vorm UU:MM, bijvoorbeeld 08:30',
      'Please enter a valid time in the form HH:MM, for example 08:30',
    ]);
    expect(messagesOf('zoeken=1&totUur=17:00', f.toTime)).toEqual([
      'Vul ook de datum in, of laat het uur leeg',
      'Enter the date too, or leave the time empty',
    ]);
    expect(parseTime('8:05')).toBe('08:05');
    expect(parseTime('08:60')).toBeNull();
  });

  it('refuses an end before the start, on the end, also within one day', () => {
    expect(messagesOf('zoeken=1&van=02.03.2025&tot=01.03.2025', f.to)).toEqual([
      'Het einde van de periode mag niet voor het begin liggen',
      'The end of the period cannot be before its start',
    ]);
    expect(
      errorsOf('zoeken=1&van=01.03.2025&vanUur=10:00&tot=01.03.2025&totUur=09:59')[f.to],
    ).toHaveLength(1);
    expect(parse('zoeken=1&van=01.03.2025&vanUur=10:00&tot=01.03.2025&totUur=10:00').status).toBe(
      'success',
    );
  });

  it('asks a subject as its kind and its value together', () => {
    expect(messagesOf('zoeken=1&onderwerp=85073003328', f.subjectKind)).toEqual([
      'Kies de soort van het onderwerp',
      'Choose the kind of subject',
    ]);
    expect(messagesOf('zoeken=1&onderwerpSoort=Insz', f.subject)).toEqual([
      'Vul het onderwerp in, of kies geen soort',
      'Enter the subject, or choose no kind',
    ]);
    expect(errorsOf('zoeken=1&onderwerpSoort=Paspoort&onderwerp=x')[f.subjectKind]).toHaveLength(1);
  });

  it('checks a national number: its form, its check digits, a possible birth date', () => {
    expect(messagesOf('zoeken=1&onderwerpSoort=Insz&onderwerp=8507300332', f.subject)).toEqual([
      'Gelieve een geldig insz nummer op te geven',
      'Please enter a valid national register number (insz)',
    ]);
    expect(messagesOf('zoeken=1&onderwerpSoort=Insz&onderwerp=85073003329', f.subject)).toEqual([
      'Het controlegetal klopt niet',
      'The check digits are not correct',
    ]);
    // 85.13.30-003.xx: check digits that match a thirteenth month.
    const thirteenth = `851330003${String(97 - (851330003 % 97)).padStart(2, '0')}`;
    expect(messagesOf(`zoeken=1&onderwerpSoort=Insz&onderwerp=${thirteenth}`, f.subject)).toEqual([
      'Dit insz nummer bevat geen mogelijke geboortedatum',
      'This national register number (insz) holds no possible date of birth',
    ]);
    expect(parse('zoeken=1&onderwerpSoort=Insz&onderwerp=85.07.30-033.28').status).toBe('success');
  });

  it('checks a capakey, a Belgian plate and an enterprise number', () => {
    expect(messagesOf('zoeken=1&onderwerpSoort=CapaKey&onderwerp=44021A0154', f.subject)).toEqual([
      'Gelieve een geldige capakey op te geven, bijvoorbeeld 11002A0001/00B000',
      'Please enter a valid capakey, for example 11002A0001/00B000',
    ]);
    expect(parse('zoeken=1&onderwerpSoort=CapaKey&onderwerp=44021a0154/00b000').status).toBe(
      'success',
    );
    expect(messagesOf('zoeken=1&onderwerpSoort=Nrplaat&onderwerp=ABC-DEF', f.subject)).toEqual([
      'Gelieve een geldige nummerplaat op te geven, bijvoorbeeld 1-ABC-123',
      'Please enter a valid number plate, for example 1-ABC-123',
    ]);
    expect(parse('zoeken=1&onderwerpSoort=Nrplaat&onderwerp=1-PKU-670').status).toBe('success');
    expect(messagesOf('zoeken=1&onderwerpSoort=KboNummer&onderwerp=0424871481', f.subject)).toEqual(
      ['Gelieve een geldig KBO nummer op te geven', 'Please enter a valid enterprise (KBO) number'],
    );
    expect(parse('zoeken=1&onderwerpSoort=KboNummer&onderwerp=0424.871.480').status).toBe(
      'success',
    );
  });

  it('takes a person identification of up to 200 characters', () => {
    expect(
      messagesOf(
        `zoeken=1&onderwerpSoort=PersoonsIdentificatie&onderwerp=${'x'.repeat(201)}`,
        f.subject,
      ),
    ).toEqual([
      'Dit veld mag maximum 200 karakters lang zijn',
      'This field can be at most 200 characters long',
    ]);
    expect(parse('zoeken=1&onderwerpSoort=PersoonsIdentificatie&onderwerp=Rita Wuyts').status).toBe(
      'success',
    );
  });

  it('refuses a correlation id with spaces and a reference that is no entry reference', () => {
    expect(messagesOf('zoeken=1&correlatieId=a b', f.correlationId)).toEqual([
      'Gelieve een geldige correlatie-id op te geven: 1 tot 200 tekens, zonder spaties',
      'Please enter a valid correlation id: 1 to 200 characters, without spaces',
    ]);
    expect(messagesOf('zoeken=1&referte=abc', f.reference)).toEqual([
      'Gelieve een geldige referte op te geven: een UUID zoals 0f8e3c2a-1b4d-4e5f-8a9b-0c1d2e3f4a5b, of het nummer van de registratie',
      "Please enter a valid reference: a UUID such as 0f8e3c2a-1b4d-4e5f-8a9b-0c1d2e3f4a5b, or the entry's number",
    ]);
    expect(filtersOf('zoeken=1&referte=42').tracingId).toBe('42');
  });

  it('takes at most 20 values of a list, each one the contract takes', () => {
    const many = Array.from({ length: 21 }, (_, index) => `operatie=op${index}`).join('&');
    expect(messagesOf(`zoeken=1&${many}`, f.operations)).toEqual([
      'U kunt maximum 20 opties kiezen',
      'You can choose at most 20 options',
    ]);
    expect(messagesOf('zoeken=1&gebruiker=Insz:85073003328', f.users)).toEqual([
      'Deze waarde is niet geldig',
      'This value is not valid',
    ]);
    expect(messagesOf('zoeken=1&organisatie=KboNummer:0424871480', f.organisations)).toEqual([
      'Deze waarde is niet geldig',
      'This value is not valid',
    ]);
    expect(messagesOf('zoeken=1&register=R R', f.register)).toEqual([
      'Deze waarde is niet geldig',
      'This value is not valid',
    ]);
  });
});

describe('the search in the URL and the form', () => {
  it('shows the URL values again on the form, lists as lists', () => {
    const query = new URLSearchParams(
      'zoeken=1&gebruiker=demo-bart.claes&gebruiker=demo-els.jacobs&van=01.03.2025&skip=20',
    );
    expect(legalLogFormValues(query)).toMatchObject({
      [f.users]: ['demo-bart.claes', 'demo-els.jacobs'],
      [f.from]: '01.03.2025',
      [f.fromTime]: '',
      [f.purposes]: '',
    });
  });

  it('writes a search URL the form reads back to the same filters', () => {
    const query = legalLogSearchQuery({
      [f.users]: ['demo-bart.claes'],
      [f.subjectKind]: 'Insz',
      [f.subject]: '85073003328',
      [f.to]: '',
    });
    expect(query.toString()).toBe(
      'gebruiker=demo-bart.claes&onderwerpSoort=Insz&onderwerp=85073003328&zoeken=1',
    );
    expect(filtersOf(query.toString())).toEqual({
      gebruikers: ['demo-bart.claes'],
      onderwerpen: ['Insz:85073003328'],
    });
  });
});

describe('a Belgian day and time as a moment', () => {
  it('writes the offset of Belgian time on that day', () => {
    expect(belgianTimeToIso({ year: 2025, month: 1, day: 15 }, '08:00:00')).toBe(
      '2025-01-15T08:00:00+01:00',
    );
    expect(belgianTimeToIso({ year: 2025, month: 7, day: 15 }, '23:59:59.999')).toBe(
      '2025-07-15T23:59:59.999+02:00',
    );
  });

  it('reads the hours around the changes of the clock as the moments Belgium lived', () => {
    // 30 March 2025: 02:00 became 03:00. 01:59 is still winter time, 03:00 already summer time.
    expect(belgianTimeToIso({ year: 2025, month: 3, day: 30 }, '01:59:00')).toBe(
      '2025-03-30T01:59:00+01:00',
    );
    expect(belgianTimeToIso({ year: 2025, month: 3, day: 30 }, '03:00:00')).toBe(
      '2025-03-30T03:00:00+02:00',
    );
    // 26 October 2025: 03:00 became 02:00; 04:00 is winter time again.
    expect(belgianTimeToIso({ year: 2025, month: 10, day: 26 }, '04:00:00')).toBe(
      '2025-10-26T04:00:00+01:00',
    );
    expect(belgianTimeToIso({ year: 2025, month: 10, day: 26 }, '01:00:00')).toBe(
      '2025-10-26T01:00:00+02:00',
    );
  });
});
