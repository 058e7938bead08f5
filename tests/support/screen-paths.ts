// Concrete paths for every screen of the route table: a path parameter takes an example value
// from this table, so a screen with a new parameter fails loudly until someone names one here.
import { isFeatureEnabled } from '~/config/features';
import { href, type Consultation } from '~/routing/href';
import { getScreen, screenIds, type ScreenId } from '~/screens';

/** A valid value per path parameter name, one the small population holds. */
export const pathExamples: Readonly<Record<string, string>> = {
  // Rita Wuyts (docs/demo-data.md): a person with a household and a history.
  insz: '60111842284',
  // Van Loon & Verhaegen and Cultuurkring De Linde (docs/demo-data.md): an enterprise with
  // participations both ways, an association with a KBO number.
  kbo: '0424871480',
  vcode: 'v6467981',
  // A Belgian car with three holders, and a German lorry known by two plates (docs/demo-data.md).
  nummerplaat: '1PKU670',
  land: 'DE',
  nummerplaat1: 'ACRW751',
  nummerplaat2: 'FTP64',
  // A proof of Rita Wuyts ('Certificaat Lasser TIG', docs/demo-data.md): the insz above has
  // learning and experience proofs.
  referte: 'a272d8a3-a590-42a3-8f30-f12e20e48232',
  // Agnes Van Goethem's vaccination certificate and Febe Borremans's prescription code
  // (docs/demo-data.md, health attestations).
  attestId: '2ff295a9-7782-44ed-a61c-4cedd5b238c4',
  ctpcId: '1b97888d-f9c5-4f1c-8cbe-770f2370070f',
  // The parcel with the long ownership history (docs/demo-data.md), its capakey as a path writes
  // it ('/' as '-').
  capakey: '44021A0154-00B000',
  // The joint house of Rita Wuyts and Walter Claeys (docs/demo-data.md, land registry) as a
  // partition.
  capakeyPartitionId: '44021A0041-00A000-P0000',
  // The joint house's sale (docs/demo-data.md, sale prices).
  saleId: '44021A0041-00A000-P0000-03-V',
  // The public download's demonstration link (docs/demo-data.md, public download); without its
  // token the page says the link is not valid.
  guid: '0b6f3a1e-8c2d-4f5a-9e7b-1d3c5a7e9f20',
  // Stad Rivierstad's featured paper + eBox pair (docs/demo-data.md, document service): the
  // letter and its eBox message.
  messageId1: '0d0c0001-5eed-4d0c-8000-00000000000d',
  messageId2: '0d0c0001-5eed-4d0c-8000-00000000000e',
  // A bulk job nobody has: a job is its sender's only (see `examplesNobodyOwns`).
  jobId: '00000000-0000-4000-8000-00000000b01c',
  // Stad Rivierstad's featured returned letter (docs/demo-data.md, document service): one to
  // resend (the eBox resend screen takes the citizen's read eBox message, below).
  messageId: '0d0c0001-5eed-4d0c-8000-000000000006',
  // A request the legal log holds no entries of: its screen's not-found page (see
  // `examplesNobodyOwns`).
  requestId: '00000000-0000-4000-8000-0000000010a9',
  // A report (docs/demo-data.md, reporting), by its Dutch title.
  titel: 'raadplegingen-per-domein',
  // Stad Rivierstad's member reached by test sends (docs/demo-data.md, push notifications).
  lid: '5a0e7c1e-3b0d-4c59-9a51-6f3d2b8e1a01',
  // Stad Rivierstad's first notification of the history, to all members (docs/demo-data.md).
  notificatie: '3032afbd-0852-46dd-ae13-6b3fda96017d',
};

/**
 * Examples for one screen where the shared one does not fit: a parameter of the same name that
 * must name another kind of object there (resending an eBox message needs an eBox shipment).
 */
export const screenPathExamples: Partial<Record<ScreenId, Readonly<Record<string, string>>>> = {
  documentEboxResend: { messageId: '0d0c0001-5eed-4d0c-8000-000000000009' },
  // An entry reference the legal log does not hold (its entries are written as the portal is
  // used): the entry screen's not-found page.
  legalLogEntry: { referte: '00000000-0000-4000-8000-0000000010a9' },
};

/** The example of a screen's path parameter: its own, else the shared one. */
function exampleFor(screen: ScreenId, name: string): string {
  const example = screenPathExamples[screen]?.[name] ?? pathExamples[name];
  if (example === undefined) {
    throw new Error(
      `screen ${screen}: no example for path parameter '${name}' in tests/support/screen-paths.ts`,
    );
  }
  return example;
}

/**
 * Screens whose path example names an object only its owner may see (a bulk job), or whose path
 * names none (a job named in the query): no demo profile owns the example, so every profile that
 * may open the screen gets its not-found page (404), never an error or another user's object.
 */
export const examplesNobodyOwns: ReadonlySet<ScreenId> = new Set<ScreenId>([
  'ledBulkResult',
  'landRegistryBulkResult',
  // Its path names no job (the job is in its query): the not-found page.
  'pushBulkResult',
  'legalLogEntry',
  'legalLogRequest',
]);

/**
 * Screens whose path example names an object of one organisation (Stad Rivierstad's featured
 * shipments): a profile of another organisation that may open the screen gets its not-found page
 * (404), never the other organisation's object.
 */
export const examplesOwnedBy: Partial<Record<ScreenId, string>> = {
  documentShipment: 'OVO100003',
  documentShipmentPair: 'OVO100003',
  documentLetterResend: 'OVO100003',
  documentEboxResend: 'OVO100003',
  pushMember: 'OVO100003',
  pushNotification: 'OVO100003',
};

/** A path the catch-all screen answers (nothing else matches it). */
const unknownPath = 'geen-scherm-hier';

function parametersOf(template: string, screen: ScreenId): Record<string, string> {
  const params: Record<string, string> = {};
  for (const segment of template.split('/')) {
    if (!segment.startsWith(':') || segment.endsWith('?')) continue;
    const name = segment.slice(1).replace(/\?$/, '');
    params[name] = exampleFor(screen, name);
  }
  return params;
}

function fill(template: string, screen: ScreenId): string {
  if (template === '*') return unknownPath;
  // An optional segment is left out: the screen as its links mostly open it.
  return template
    .split('/')
    .filter((segment) => !(segment.startsWith(':') && segment.endsWith('?')))
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1).replace(/\?$/, '');
      return encodeURIComponent(exampleFor(screen, name));
    })
    .join('/');
}

export interface ScreenPath {
  id: ScreenId;
  /** Its parameters, filled from `pathExamples`. */
  params: Record<string, string>;
  /** '/persoon/insz/60111842284' */
  nl: string;
  /** '/en/person/insz/60111842284' */
  en: string;
}

/**
 * Every screen this build serves with its Dutch and English path, parameters filled in: a screen
 * whose feature toggle is off (sending e-mail, by default) is not a route of the build.
 */
export function screenPaths(): ScreenPath[] {
  return screenIds
    .filter((id) => isFeatureEnabled(getScreen(id).feature))
    .map((id) => {
      const screen = getScreen(id);
      const nl = fill(screen.nl, id);
      const en = fill(screen.en, id);
      return {
        id,
        params: parametersOf(screen.nl, id),
        nl: `/${nl}`,
        en: en ? `/en/${en}` : '/en',
      };
    });
}

/**
 * The query a link to the screen carries, as the portal's own links build it (href()): for a
 * consultation screen the source and 'Uw referentie', for any other screen nothing.
 */
export function linkQuery(screen: ScreenPath, consultation: Consultation): string {
  if (!getScreen(screen.id).consultation) return '';
  const link = href(screen.id, screen.params as never, 'nl', consultation as never);
  return new URL(link, 'http://portal').search;
}
