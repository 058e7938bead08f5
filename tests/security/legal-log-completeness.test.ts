// Legal-log completeness, generated from the route table: every consultation screen (and every
// search page that consults), asked in every way a browser or a tool asks a page, writes exactly
// one legal-log entry when its answer carries personal data and none when it does not; a log
// write that fails gives no data; and the portal's own log holds no national number or token.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getScreen, type ScreenId } from '~/screens';
import { createTestDatabase, type TestDatabase } from '../support/backend-under-test';
import { demoProfiles, roleUri, sessionFor, type DemoProfile } from '../support/demo-profiles';
import { fullSuite, recordFigures } from '../support/figures';
import type { CookieJar } from '../support/http-sign-in';
import { nameSearchQuery } from '../support/person-searches';
import { startPortal, type PortalProcess } from '../support/portal-process';
import { linkQuery, pathExamples, screenPaths } from '../support/screen-paths';

/** The example person (pathExamples.insz): her name is the personal data a page shows. */
const exampleName = 'Wuyts';

type Locale = 'nl' | 'en';

interface ConsultingPage {
  name: string;
  /** The screen that answers it: its domain's texts tell what it shows when the source fails. */
  screen: ScreenId;
  /** The page's path and query, for a reference that makes it a consultation of its own. */
  url: (reference: string, locale: Locale) => string;
  /** Text only an answer with the consulted personal data carries. */
  personalData: string;
  /** The legal-log subject of its consultation. */
  subject: string;
  /** The profile of the 'demo' account it is asked under (its role's rules for the reference). */
  profile: ConsultingProfile;
  /** Entries one answer with the data writes: one per backend call the page makes. */
  entries: number;
}

/** The profiles the pages are asked under: Burgerzaken demands 'Uw referentie', the others not. */
const consultingProfiles = {
  Burgerzaken: { referenceRequired: true },
  Economie: { referenceRequired: false },
  SocialeDienst: { referenceRequired: false },
  GasBoetes: { referenceRequired: false },
  Led: { referenceRequired: false },
  Attesten: { referenceRequired: false },
  Kadaster: { referenceRequired: false },
} as const;
type ConsultingProfile = keyof typeof consultingProfiles;

/**
 * What a consultation screen of another domain consults, under which profile, and how many
 * entries one answer writes; the person screens take the example person under Burgerzaken.
 */
const consultationExamples: Partial<
  Record<ScreenId, Omit<ConsultingPage, 'name' | 'screen' | 'url'> & { source: string }>
> = {
  // The record, the joint committee and the participations: three calls, three entries.
  enterpriseDetail: {
    profile: 'Economie',
    source: 'KBO',
    personalData: 'Van Loon',
    subject: pathExamples.kbo ?? '',
    entries: 3,
  },
  association: {
    profile: 'Economie',
    source: 'KBO',
    personalData: 'Cultuurkring De Linde',
    subject: pathExamples.vcode ?? '',
    entries: 1,
  },
  // A vehicle names its holder: the make and model only an answer carries. The foreign screen is
  // asked without its optional second plate, as its links mostly open it.
  belgianVehicle: {
    profile: 'GasBoetes',
    source: 'DIV',
    personalData: 'Volkswagen',
    subject: pathExamples.nummerplaat ?? '',
    entries: 1,
  },
  foreignVehicle: {
    profile: 'GasBoetes',
    source: 'EUCARIS',
    personalData: 'DAF',
    subject: `${pathExamples.land}:${pathExamples.nummerplaat1}`,
    entries: 1,
  },
  // The example person's learning and experience proofs, and one proof: its title only the
  // answer carries; the proof's screen reads the proofs and the proof's metadata, two entries.
  ledProofs: {
    profile: 'Led',
    source: 'LED',
    personalData: 'Certificaat Lasser TIG',
    subject: pathExamples.insz ?? '',
    entries: 1,
  },
  ledProof: {
    profile: 'Led',
    source: 'LED',
    personalData: 'Certificaat Lasser TIG',
    subject: pathExamples.insz ?? '',
    entries: 2,
  },
  // A certificate's and a prescription code's blocks name their holder; the backend logs the
  // holder's number as the subject, one call and one entry each.
  healthAttestation: {
    profile: 'Attesten',
    source: 'ATTESTEN',
    personalData: 'Van Goethem',
    subject: '30112131454',
    entries: 1,
  },
  ctpcAttestation: {
    profile: 'Attesten',
    source: 'ATTESTEN',
    personalData: 'Borremans',
    subject: '00121599427',
    entries: 1,
  },
  // A parcel's ownership history (its capakey in the path with '-' for '/'): the id of its first
  // state only the answer carries (each state links to itself); the backend logs the capakey.
  landRegistryHistoryDetail: {
    profile: 'Kadaster',
    source: 'AAPD',
    personalData: '44021A0154-00B000-P0000-01',
    subject: '44021A0154/00B000',
    entries: 1,
  },
  // A partition names its owners (Rita Wuyts and Walter Claeys); the backend logs its capakey.
  landRegistryPartition: {
    profile: 'Kadaster',
    source: 'AAPD',
    personalData: 'Claeys',
    subject: '44021A0041/00A000',
    entries: 1,
  },
};

/** Every screen the route table marks as a consultation, linked as the portal links it. */
const consultationScreens: ConsultingPage[] = screenPaths()
  .filter((screen) => getScreen(screen.id).consultation)
  .map((screen) => {
    const { source, ...example } = consultationExamples[screen.id] ?? {
      profile: 'Burgerzaken',
      source: 'RR',
      personalData: exampleName,
      subject: pathExamples.insz ?? '',
      entries: 1,
    };
    return {
      name: screen.id,
      screen: screen.id,
      url: (reference, locale) => `${screen[locale]}${linkQuery(screen, { source, reference })}`,
      ...example,
    };
  });

/**
 * The search pages that consult (a search by name or by address with results in its URL, as the
 * forms send it). A search page of a new domain adds its URL here.
 */
const searchPages: ConsultingPage[] = [
  {
    // Peters, born 2001, one letter off: several matches, Jules Peeters among them.
    name: 'personSearch by name',
    screen: 'personSearch',
    url: (reference, locale) =>
      `${locale === 'en' ? '/en/person' : '/persoon'}?${nameSearchQuery({ reference })}`,
    personalData: 'Peeters',
    subject: 'Peters 2001',
    profile: 'Burgerzaken',
    entries: 1,
  },
  {
    // The example person's own address (read from the database): she lives there.
    name: 'personSearch by address',
    screen: 'personSearch',
    url: (reference, locale) =>
      `${locale === 'en' ? '/en/person' : '/persoon'}?${new URLSearchParams({
        zoekwijze: 'adres',
        postcode: home.postcode,
        gemeente: home.municipality,
        gemeenteNis: home.municipality_nis,
        straat: home.street,
        nummer: home.house_number,
        bus: home.box ?? '',
        bron: 'RR',
        reference,
      }).toString()}`,
    personalData: exampleName,
    profile: 'Burgerzaken',
    entries: 1,
    get subject() {
      return [home.street, home.house_number, home.box, home.postcode].filter(Boolean).join(' ');
    },
  },
  {
    // The education screen answers the number in its URL: a pupil of docs/demo-data.md, asked
    // under the social service's profile, which needs no reference.
    name: 'education by number',
    screen: 'education',
    url: (reference, locale) =>
      `${locale === 'en' ? '/en/education' : '/onderwijs'}?${new URLSearchParams({
        insz: '16011358180',
        bron: 'ONDERWIJS',
        ...(reference ? { referentie: reference } : {}),
      }).toString()}`,
    personalData: 'Verhelst',
    subject: '16011358180',
    profile: 'SocialeDienst',
    entries: 1,
  },
  // The health attestation searches of docs/demo-data.md that list their matches (one match would
  // open its screen instead). By number: Agnes Van Goethem's six certificates; her name only the
  // list carries.
  {
    name: 'healthAttestations by number',
    screen: 'healthAttestations',
    url: (reference, locale) =>
      `${pathOf('healthAttestations', locale)}?${new URLSearchParams({
        zoekwijze: 'insz',
        insz: '30112131454',
        referentie: reference,
      }).toString()}`,
    personalData: 'Van Goethem',
    subject: '30112131454',
    profile: 'Attesten',
    entries: 1,
  },
  // By name with the birth year only: Giuseppe Esposito's three certificates; the id of his featured
  // one only the list carries (its link on the page, its row in the data). The subject is the
  // criteria as the backend takes them.
  {
    name: 'healthAttestations by name',
    screen: 'healthAttestations',
    url: (reference, locale) =>
      `${pathOf('healthAttestations', locale)}?${new URLSearchParams({
        zoekwijze: 'naam',
        achternaam: 'Esposito',
        voornaam: 'Giuseppe',
        'geboortedatum.year': '1939',
        referentie: reference,
      }).toString()}`,
    personalData: '6617dd50-6dc9-447f-8c17-a93583c5efef',
    subject: 'Esposito Giuseppe 1939',
    profile: 'Attesten',
    entries: 1,
  },
  // The CTPC search by name and full birth date: Febe Borremans's two prescription codes; the
  // codes only the list carries.
  {
    name: 'healthAttestations CTPC by name',
    screen: 'healthAttestations',
    url: (reference, locale) =>
      `${pathOf('healthAttestations', locale)}?${new URLSearchParams({
        zoekwijze: 'ctpc',
        achternaam: 'Borremans',
        voornaam: 'Febe',
        'geboortedatum.day': '15',
        'geboortedatum.month': '12',
        'geboortedatum.year': '2000',
        referentie: reference,
      }).toString()}`,
    personalData: 'BU4NWUWZMA1VOKBR',
    subject: 'Borremans Febe 2000-12-15',
    profile: 'Attesten',
    entries: 1,
  },
  // The one-dose screen answers the number in its URL: Kristel Crabbé, whose name only the answer
  // carries.
  {
    name: 'oneDoseRequired by number',
    screen: 'oneDoseRequired',
    url: (reference, locale) =>
      `${pathOf('oneDoseRequired', locale)}?${new URLSearchParams({
        insz: '54101439402',
        ...(reference ? { referentie: reference } : {}),
      }).toString()}`,
    personalData: 'Crabbé',
    subject: '54101439402',
    profile: 'Attesten',
    entries: 1,
  },
  // The land registry's owner search (docs/demo-data.md): Rita Wuyts's three ownership states; her
  // name only the answer carries.
  {
    name: 'landRegistry by owner',
    screen: 'landRegistry',
    url: (reference, locale) =>
      `${pathOf('landRegistry', locale)}?${new URLSearchParams({
        zoekwijze: 'eigenaar',
        insz: '60111842284',
        ...(reference ? { referentie: reference } : {}),
      }).toString()}`,
    personalData: 'Wuyts',
    subject: '60111842284',
    profile: 'Kadaster',
    entries: 1,
  },
];

/** A screen's path without parameters, in the locale's language. */
function pathOf(id: ScreenId, locale: Locale): string {
  const screen = getScreen(id);
  return locale === 'en' ? `/en/${screen.en}` : `/${screen.nl}`;
}

/** The fast variant asks in Dutch; the full one in both languages. */
const locales: readonly Locale[] = fullSuite ? ['nl', 'en'] : ['nl'];

/** What a page's screen shows when its source gives no answer: the shared lookup title. */
function errorTitleOf(screen: ScreenId): string {
  if (!getScreen(screen).namespaces.includes('lookup')) {
    throw new Error(`${screen}: does not show the lookup messages`);
  }
  const texts = JSON.parse(readFileSync('app/locales/nl/lookup.json', 'utf8')) as {
    failedTitle?: string;
  };
  const title = texts.failedTitle;
  if (!title) throw new Error('no failedTitle in the lookup namespace');
  return title;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The example person's current main residence. */
let home: {
  street: string;
  house_number: string;
  box: string | null;
  postcode: string;
  municipality: string;
  municipality_nis: string;
};

const pages = [...consultationScreens, ...searchPages];

/**
 * The ways a page is asked: a navigation, HEAD, a browser's prefetch, and single fetch's data
 * request. The print fiche is the page itself under the print stylesheet: no request of its own.
 */
interface Variant {
  name: string;
  method: 'GET' | 'HEAD';
  /** Single fetch's `<path>.data` instead of the page. */
  data?: true;
  headers?: Record<string, string>;
  /** Whether the link carries 'Uw referentie' (mandatory for some profiles). */
  withReference: boolean;
  /** Whether the answer carries the consulted personal data (and so writes its entries). */
  shows: boolean;
  /** Shows it only where the profile does not demand 'Uw referentie'. */
  showsWithoutRequiredReference?: true;
}

const variants: Variant[] = [
  { name: 'page', method: 'GET', withReference: true, shows: true },
  // No body, but the consultation was made for the request as for its GET: one entry.
  { name: 'HEAD', method: 'HEAD', withReference: true, shows: true },
  {
    name: 'prefetch',
    method: 'GET',
    headers: { 'sec-purpose': 'prefetch', purpose: 'prefetch' },
    withReference: true,
    shows: true,
  },
  { name: 'data', method: 'GET', data: true, withReference: true, shows: true },
  // Refused before the source is asked where the profile demands it: the form, with the missing
  // reference marked; answered where it does not.
  {
    name: 'without reference',
    method: 'GET',
    withReference: false,
    shows: false,
    showsWithoutRequiredReference: true,
  },
  // A link followed from another site is confirmed first, in the user's own name.
  {
    name: 'from another site',
    method: 'GET',
    headers: { 'sec-fetch-site': 'cross-site' },
    withReference: true,
    shows: false,
  },
];

const variantNamed = (name: string): Variant => {
  const variant = variants.find((candidate) => candidate.name === name);
  if (!variant) throw new Error(name);
  return variant;
};

let portal: PortalProcess;
let database: pg.Client;
let testDatabase: TestDatabase | undefined;
/**
 * A session per profile and language: the same search again in a session is answered from its
 * memory without a new entry (ADR 009), so the other language asks as another sign-in would.
 */
const sessions = new Map<string, { jar: CookieJar; profile: DemoProfile }>();
const sessionKey = (profile: ConsultingProfile, locale: Locale) => `${profile} ${locale}`;
let linesScanned = 0;
let entriesChecked = 0;

beforeAll(async () => {
  testDatabase = await createTestDatabase('full');
  const url = testDatabase.url;
  portal = await startPortal({
    DATABASE_URL: url,
    HASH_SECRET: 'legal-log-suite-hash-secret-long-enough',
  });
  for (const key of Object.keys(consultingProfiles) as ConsultingProfile[]) {
    const profile = demoProfiles({ full: true }).find(
      (candidate) => candidate.login === 'demo' && candidate.roleKey === key,
    );
    if (!profile) throw new Error(`demo as ${key}`);
    for (const locale of locales) {
      sessions.set(sessionKey(key, locale), {
        profile,
        jar: await sessionFor(portal.url, profile),
      });
    }
  }
  database = new pg.Client({ connectionString: url });
  await database.connect();
  const residence = await database.query<typeof home>(
    `SELECT street, house_number, box, postcode, municipality, municipality_nis
       FROM person_addresses
      WHERE insz = $1 AND kind = 'hoofdverblijfplaats' AND valid_to IS NULL`,
    [pathExamples.insz],
  );
  if (!residence.rows[0]) throw new Error('the example person has no residence');
  home = residence.rows[0];
}, 120_000);

afterAll(async () => {
  await database?.end();
  await portal?.stop();
  await testDatabase?.drop();
});

interface LegalLogRow {
  id: string;
  correlation_id: string;
  server_id: string | null;
  user_subject: string;
  user_name: string;
  organisation_code: string;
  role: string;
  operation: string;
  subject: string;
  reference: string | null;
}

async function lastEntryId(): Promise<number> {
  const answer = await database.query<{ id: string | null }>('SELECT max(id) AS id FROM legal_log');
  return Number(answer.rows[0]?.id ?? 0);
}

async function entriesAfter(id: number): Promise<LegalLogRow[]> {
  const answer = await database.query<LegalLogRow>(
    'SELECT * FROM legal_log WHERE id > $1 ORDER BY id',
    [id],
  );
  return answer.rows;
}

function sessionOf(page: ConsultingPage, locale: Locale) {
  const session = sessions.get(sessionKey(page.profile, locale));
  if (!session) throw new Error(`no session as ${page.profile} (${locale})`);
  return session;
}

/** One request as the variant sends it, under the page's profile, with a correlation id of its own. */
async function ask(
  page: ConsultingPage,
  locale: Locale,
  variant: Variant,
  reference: string,
  correlationId: string,
) {
  const { jar } = sessionOf(page, locale);
  const target = page.url(reference, locale);
  const [path = '', search = ''] = target.split('?');
  const dataPath = path === '/' ? '/_root.data' : `${path}.data`;
  const url = `${portal.url}${variant.data ? dataPath : path}${search ? `?${search}` : ''}`;
  const response = await fetch(url, {
    method: variant.method,
    redirect: 'manual',
    headers: {
      cookie: jar.header(),
      'sec-fetch-site': 'same-origin',
      'x-correlation-id': correlationId,
      ...variant.headers,
    },
  });
  return { status: response.status, body: await response.text() };
}

describe('the legal log of every consultation page', () => {
  it('holds exactly one entry, complete, for each answer that carried personal data', async () => {
    const problems: string[] = [];
    let withData = 0;
    let expectedWithData = 0;
    const operations = new Set<string>();
    for (const page of pages) {
      for (const locale of locales) {
        for (const variant of variants) {
          const { profile } = sessionOf(page, locale);
          const expectedRole = roleUri(page.profile, profile.organisation ?? '');
          const shows =
            variant.shows ||
            (variant.showsWithoutRequiredReference === true &&
              !consultingProfiles[page.profile].referenceRequired);
          if (shows) expectedWithData += 1;
          const reference = variant.withReference ? `R-${randomUUID().slice(0, 8)}` : '';
          const correlationId = `legal-log-${randomUUID()}`;
          const before = await lastEntryId();
          const answer = await ask(page, locale, variant, reference, correlationId);
          const entries = await entriesAfter(before);
          // A HEAD answer has no body: it carries the data when it succeeds as its GET does.
          const carried =
            variant.method === 'HEAD'
              ? answer.status === 200
              : answer.body.includes(page.personalData);
          const where = `${page.name} (${locale}, ${variant.name}: ${answer.status})`;
          if (carried !== shows) {
            problems.push(`${where}: ${shows ? 'without' : 'with'} the personal data`);
          }
          if (carried) withData += 1;
          const expected = carried ? page.entries : 0;
          if (entries.length !== expected) {
            problems.push(
              `${where}: ${entries.length} entries, expected ${expected} (${entries.map((entry) => entry.operation).join(', ')})`,
            );
          }
          for (const entry of entries) {
            entriesChecked += 1;
            operations.add(entry.operation);
            const wrong = Object.entries({
              user_subject: [entry.user_subject, `demo-${profile.login}`],
              user_name: [entry.user_name, 'Demo Gebruiker'],
              organisation_code: [entry.organisation_code, profile.organisation],
              role: [entry.role, expectedRole],
              reference: [entry.reference, reference || null],
              subject: [entry.subject, page.subject],
              correlation_id: [entry.correlation_id, correlationId],
            }).filter(([, [actual, wanted]]) => actual !== wanted);
            for (const [field, [actual, wanted]] of wrong) {
              problems.push(`${where}: ${field} is ${actual}, expected ${wanted}`);
            }
            if (!/^[0-9a-f-]{36}$/.test(entry.server_id ?? '')) {
              problems.push(`${where}: no server id`);
            }
          }
        }
      }
    }
    recordFigures('security', {
      'legal-log entries checked': entriesChecked,
      'legal-log requests checked': pages.length * locales.length * variants.length,
      'consultation calls logged': [...operations].sort().join(', '),
    });
    expect(problems).toEqual([]);
    // Every page was consulted at least once: the counts above can fail.
    expect(withData).toBe(expectedWithData);
    expect(withData).toBeGreaterThanOrEqual(pages.length * locales.length);
  }, 120_000);

  it('gives no personal data when the entry cannot be written', async () => {
    await database.query(`
      CREATE FUNCTION legal_log_refuses() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the legal log refuses every entry'; END $$;
      CREATE TRIGGER legal_log_refuses BEFORE INSERT ON legal_log
        FOR EACH ROW EXECUTE FUNCTION legal_log_refuses();
    `);
    const problems: string[] = [];
    try {
      for (const page of pages) {
        for (const variant of ['page', 'HEAD', 'prefetch', 'data'].map(variantNamed)) {
          const reference = `R-${randomUUID().slice(0, 8)}`;
          const answer = await ask(page, 'nl', variant, reference, `legal-log-${randomUUID()}`);
          const where = `${page.name} (${variant.name}: ${answer.status})`;
          if (answer.body.includes(page.personalData)) problems.push(`${where}: personal data`);
          // Not a success: neither a browser's prefetch nor a cache keeps it as the page.
          if (answer.status !== 502) problems.push(`${where}: expected 502`);
          if (
            variant.method === 'GET' &&
            !variant.data &&
            !answer.body.includes(errorTitleOf(page.screen))
          ) {
            problems.push(`${where}: no error shown`);
          }
        }
      }
    } finally {
      await database.query(`
        DROP TRIGGER legal_log_refuses ON legal_log;
        DROP FUNCTION legal_log_refuses();
      `);
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('writes no national number, token or search criterion to the portal’s log', () => {
    const output = portal.output();
    const lines = output.split('\n').filter((line) => line.trim() !== '');
    linesScanned = lines.length;
    const sessionCookie =
      sessions.get(sessionKey('Burgerzaken', 'nl'))?.jar.get('portal_session') ?? '';
    expect(sessionCookie).not.toBe('');
    const patterns: [string, RegExp][] = [
      ['national number', /(?<!\d)\d{11}(?!\d)/],
      ['formatted national number', /\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}/],
      ['JWT', /eyJ[\w-]+\.[\w-]+/],
      ['bearer token', /bearer\s+[\w.~+/-]{8,}/i],
      // Search criteria are personal data: the searched last name and street, in any encoding.
      ['searched last name', /Peters/],
      ['searched street', new RegExp(escapeRegExp(home.street))],
      [
        'searched street, encoded',
        new RegExp(escapeRegExp(encodeURIComponent(home.street)).replace(/%20/g, '(%20|\\+)')),
      ],
    ];
    // Request ids are UUIDs, whose hex groups can hold eleven digits in a row: left out first.
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
    const found = lines.flatMap((line) => {
      const scanned = line.replace(uuid, '<uuid>');
      return [
        ...patterns
          .filter(([, pattern]) => pattern.test(scanned))
          .map(([name]) => `${name}: ${line}`),
        ...(line.includes(sessionCookie) ? [`session cookie: ${line}`] : []),
      ];
    });
    recordFigures('security', {
      'log lines scanned': linesScanned,
      'numbers or tokens in logs': found.length,
    });
    // The scan has something to read: the requests above were logged, their paths included.
    expect(lines.length).toBeGreaterThan(pages.length);
    expect(lines.some((line) => line.includes('"url":"/persoon/insz/:insz?'))).toBe(true);
    expect(found.map((line) => line.slice(0, 300))).toEqual([]);
  });
});
