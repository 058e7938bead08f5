// The vehicle screens over HTTP against the built portal and its embedded backend, as carla.desmet's
// GAS-boetes profile uses them: the search in the URL (a plate typed in any case, with dashes or
// spaces, to its vehicle's screen; an invalid plate, country or date on its form), a miss as the
// no-result panel, a deregistered vehicle with its status, the holder on the date of the facts,
// holders without links for a role that may open neither a person nor an enterprise, the second
// foreign plate only with its toggle, and one legal-log entry per consultation. The vehicles are
// the register's featured ones (docs/demo-data.md).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortalWithLegalLog, type PortalWithLegalLog } from '../support/portal-with-legal-log';

let portal: PortalWithLegalLog;

beforeAll(async () => {
  portal = await startPortalWithLegalLog({
    login: 'carla.desmet',
    roleKey: 'GasBoetes',
    hashSecret: 'portal-vehicle-hash-secret-long-enough',
  });
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

const get = (path: string) => portal.get(path);

/** A page's text without its markup: a code value's label and code sit in elements of their own. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

async function entriesFor(subject: string) {
  return (await portal.legalLog(subject)).map(
    ({ operation, outcome, subject_kind, reference }) => ({
      operation,
      outcome,
      subject_kind,
      reference,
    }),
  );
}

describe('the vehicle search', () => {
  it('normalises a plate typed in any case, with dashes, dots or spaces, before it is asked', async () => {
    for (const typed of ['1-PKU-670', '1 pku 670', '1.pku-670', ' 1PKU670 ']) {
      const response = await get(`/mobiliteit?nummerplaat=${encodeURIComponent(typed)}`);
      expect(response.status, typed).toBe(302);
      expect(response.headers.get('location')).toBe(
        '/mobiliteit/belgischvoertuig/1PKU670?bron=DIV',
      );
    }
    const dated = await get('/en/mobility?nummerplaat=1-pku-670&datum=01.01.2022&reference=R-1');
    expect(dated.headers.get('location')).toBe(
      '/en/mobility/belgianvehicle/1PKU670?datum=2022-01-01&bron=DIV&referentie=R-1',
    );
    const foreign = await get('/mobiliteit?land=NL&nummerplaat1=lnp-29-k');
    expect(foreign.headers.get('location')).toBe(
      '/mobiliteit/buitenlandsvoertuig/NL/LNP29K?bron=EUCARIS',
    );
  });

  it('shows an invalid plate, country or date on its form, naming the field, and asks nothing', async () => {
    const before = (await portal.legalLog()).length;
    const plate = await get('/mobiliteit?nummerplaat=1-%C3%84BC-123');
    expect(plate.status).toBe(400);
    const html = await plate.text();
    expect(html).toContain('Nummerplaat: ');
    expect(html).toMatch(/<input[^>]*name="nummerplaat"[^>]*value="1-ÄBC-123"/);
    const country = await get('/en/mobility?land=XX&nummerplaat1=AB12');
    expect(country.status).toBe(400);
    expect(await country.text()).toContain('Country: ');
    const future = await get('/mobiliteit?nummerplaat=1PKU670&datum=01.01.2999');
    expect(future.status).toBe(400);
    expect(await future.text()).toContain('Datum van de feiten: ');
    // A path whose plate cannot exist is the form with its error, not an error page.
    const path = await get('/mobiliteit/belgischvoertuig/%3Cb%3E?bron=DIV');
    expect(path.status).toBe(404);
    expect(await path.text()).not.toContain('<b>');
    expect(await portal.legalLog()).toHaveLength(before);
  });
});

describe('the Belgian vehicle and the legal log', () => {
  it('shows the vehicle, its holders without links for this role, and writes one entry', async () => {
    const reference = `R-${randomUUID()}`;
    const response = await get(
      `/mobiliteit/belgischvoertuig/1PKU670?bron=DIV&referentie=${reference}`,
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Belgisch voertuig 1-PKU-670');
    expect(html).toContain('Volkswagen');
    expect(textOf(html)).toContain('Ingeschreven (REG)');
    // GAS-boetes may open neither a person nor an enterprise: no holder is a link.
    expect(html).not.toMatch(/href="\/persoon\//);
    expect(html).not.toMatch(/href="\/onderneming\//);
    const entries = await entriesFor('1PKU670');
    expect(entries.filter((entry) => entry.reference === reference)).toEqual([
      {
        operation: 'geefBinnenlandsVoertuig',
        outcome: 'gevonden',
        subject_kind: 'Nrplaat',
        reference,
      },
    ]);
  });

  it('names the holder on the date of the facts, and refuses a date in the link that cannot be', async () => {
    const today = await (await get('/mobiliteit/belgischvoertuig/1PKU670?bron=DIV')).text();
    const then = await get('/mobiliteit/belgischvoertuig/1PKU670?datum=2022-01-01&bron=DIV');
    expect(then.status).toBe(200);
    const thenHtml = await then.text();
    expect(thenHtml).toContain('Houder op 01.01.2022');
    expect(thenHtml).toContain('van 07.05.2020 tot 26.09.2023');
    const holderOf = (page: string) =>
      /aria-labelledby="detail-holder"[\s\S]*?<\/section>/.exec(page)?.[0] ?? '';
    expect(holderOf(thenHtml)).not.toBe(holderOf(today));
    const impossible = await get('/mobiliteit/belgischvoertuig/1PKU670?datum=2022-02-30&bron=DIV');
    expect(impossible.status).toBe(400);
    expect(await impossible.text()).toContain('Datum van de feiten: ');
  });

  it('answers an unknown plate with the no-result panel and one entry, a deregistered one with its status', async () => {
    const miss = await get('/mobiliteit/belgischvoertuig/2ZZZ999?bron=DIV');
    expect(miss.status).toBe(404);
    const missHtml = await miss.text();
    expect(missHtml).toContain('Geen resultaat gevonden');
    expect(missHtml).toContain('2-ZZZ-999');
    expect(await entriesFor('2ZZZ999')).toEqual([
      expect.objectContaining({ operation: 'geefBinnenlandsVoertuig', outcome: 'niet gevonden' }),
    ]);
    const deregistered = await get('/en/mobility/belgianvehicle/1LEM359?bron=DIV');
    expect(deregistered.status).toBe(200);
    const html = await deregistered.text();
    expect(html).toContain('Deregistered on 27.08.2020');
    expect(textOf(html)).toContain('Deregistered (SCH)');
  });
});

describe('the foreign vehicle', () => {
  it('shows a vehicle of another register, and refuses a second plate while its toggle is off', async () => {
    const response = await get('/en/mobility/foreignvehicle/NL/LNP29K?bron=EUCARIS');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('BMW');
    // The source names the country in Dutch; the English screen names it in English everywhere,
    // in the title, the registration and the holders' addresses.
    expect(html).toContain('Foreign vehicle LNP29K (Netherlands)');
    // ('Nederlands' is the language switch's own name.)
    expect(textOf(html)).not.toMatch(/Nederland(?!s)/);
    expect(await entriesFor('NL:LNP29K')).toEqual([
      expect.objectContaining({ operation: 'geefBuitenlandsVoertuig', subject_kind: 'Nrplaat' }),
    ]);
    const withSecond = await get('/mobiliteit/buitenlandsvoertuig/DE/ACRW751/FTP64?bron=EUCARIS');
    expect(withSecond.status).toBe(404);
    expect(await entriesFor('DE:ACRW751/FTP64')).toEqual([]);
    const unknown = await get('/mobiliteit/buitenlandsvoertuig/FR/ZZ999ZZ?bron=EUCARIS');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Geen resultaat gevonden');
  });
});
