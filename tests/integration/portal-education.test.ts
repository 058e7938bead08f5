// The education screen over HTTP, against the built portal and its embedded backend on a fresh
// PostgreSQL database whose legal log the test reads: the number asked lives in the URL, its
// answer is one consultation, the same question again in the session (Back, the other language)
// adds no entry, another reference does, and the form alone consults nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortalWithLegalLog, type PortalWithLegalLog } from '../support/portal-with-legal-log';

/** The pupil of docs/demo-data.md. */
const pupil = { typed: '16.01.13-581.80', digits: '16011358180', lastName: 'Verhelst' };

let portal: PortalWithLegalLog;

beforeAll(async () => {
  portal = await startPortalWithLegalLog({
    login: 'bart.claes',
    hashSecret: 'education-test-hash-secret-long-enough',
  });
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

async function get(path: string) {
  const response = await portal.get(path);
  return { status: response.status, body: await response.text() };
}

const entries = () => portal.legalLog();

describe('the education screen', () => {
  it('consults once per question, and shows the same answer again without a new entry', async () => {
    const form = await get('/onderwijs');
    expect(form.status).toBe(200);
    expect(form.body).not.toContain(pupil.lastName);
    const before = (await entries()).length;

    const query = new URLSearchParams({ insz: pupil.typed, bron: 'ONDERWIJS' }).toString();
    const first = await get(`/onderwijs?${query}`);
    expect(first.status).toBe(200);
    expect(first.body).toContain(`Inschrijvingen van Vic Jack ${pupil.lastName}`);
    expect((await entries()).slice(before)).toEqual([
      {
        operation: 'geefHistoriekInschrijving',
        outcome: 'gevonden',
        subject_kind: 'Insz',
        subject: pupil.digits,
        source: 'ONDERWIJS',
        reference: null,
      },
    ]);

    // Back, and the same question in English: the answer already given, no second entry.
    expect((await get(`/onderwijs?${query}`)).body).toContain(pupil.lastName);
    const english = await get(`/en/education?${query}`);
    expect(english.body).toContain(`Enrolments of Vic Jack ${pupil.lastName}`);
    expect((await entries()).length).toBe(before + 1);

    // Another reference is another consultation, logged with it.
    await get(`/onderwijs?${query}&referentie=DOSSIER-7`);
    const after = await entries();
    expect(after.length).toBe(before + 2);
    expect(after.at(-1)?.reference).toBe('DOSSIER-7');
  });

  it('answers a number that cannot exist with the form and its error, consulting nothing', async () => {
    const before = (await entries()).length;
    const invalid = await get('/onderwijs?insz=85.07.30-033.29');
    expect(invalid.status).toBe(400);
    expect(invalid.body).toContain('Rijksregisternummer (INSZ): het controlegetal klopt niet');
    expect((await entries()).length).toBe(before);
  });
});
