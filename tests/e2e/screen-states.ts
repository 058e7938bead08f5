// The states in which the end-to-end tests check each screen with axe: one pass per state per run
// (expectNoAxeViolations claims it; the first test to reach the state checks it). A state names
// what changes the page's DOM: its content (empty form, results, errors, a dialog open, a
// confirmation), the language where the texts change the layout ('en'), the width where the layout
// changes ('320 px'), the page as served without JavaScript. Every screen of the route table has
// its states, or none while its build-time toggle is off in the build the tests serve; a new
// screen adds its states here (tests/e2e/screen-states.test.ts holds the table to that).
import { fileURLToPath } from 'node:url';
import type { EndpointId } from '../../app/endpoints';
import type { ScreenId } from '../../app/screens';

/** The endpoints that answer a page of their own, checked like screens. */
export type PageEndpoint = Extract<EndpointId, 'signIn' | 'signOut' | 'capacitySwitch'>;

export const screenStates = {
  // The start page: a profile's domains, and a profile without rights.
  home: ['domains', 'no rights'],
  // The session-expired panel opens over whatever page is shown.
  privacy: ['page', 'en', 'session expired'],
  accessibility: ['page', 'en'],
  profileSelection: ['profiles', 'errors en', 'current profile en'],
  profileNotAvailable: ['page', 'en'],
  // The gallery holds every widget: each test drives one of them into the state it checks.
  widgetGallery: [
    'page',
    'en',
    'form errors',
    // The address form's town and street chosen from their lists.
    'address chosen',
    'bulk job running',
    'bulk job finished',
    'file refused',
    'date picker open',
    'date picker open en',
    // The rich-text editor with bold text and its character count.
    'rich text',
    // The editor's link field open, with an address it refuses.
    'rich text link',
    'modal open',
  ],
  personSearch: [
    'form',
    'name results',
    // The name search with a tolerance: a closeness column.
    'name results with tolerance',
    // A name search without a match offers the search with small deviations.
    'name no result',
    'address results',
    'history date picker open',
    // The result rows stack at narrow widths.
    'name results 320 px',
    'name results 640 px',
  ],
  personDetail: [
    'detail',
    // A number nobody has: the no-result panel.
    'no result',
    'history',
    // Reached from the name search: the way back to the results.
    'from results',
    // The banner after adding a person.
    'added',
    // The number copied: its status message.
    'copied',
    // Bart Claes's profile: the table of contents, followed to a section.
    'contents followed',
    'en',
    'history en',
    // A BIS person living abroad: the BIS number, its copy button and a foreign address.
    'bis person en',
    'history 320 px',
    'history 640 px',
  ],
  familySearch: ['en'],
  familyDetail: ['household', 'history', 'en', 'household 320 px', 'household 640 px'],
  personAdd: ['form', 'errors', 'en'],
  personAddError: ['refused'],
  enterpriseSearch: ['form'],
  enterpriseDetail: ['detail', 'no result', 'en'],
  association: ['detail'],
  // The account menu, open, on the page a profile switch lands on.
  vehicleSearch: ['form', 'en', 'account menu open'],
  belgianVehicle: ['detail', 'no result', 'en'],
  foreignVehicle: ['detail'],
  // A number that cannot exist, in a link: the server's error summary.
  education: ['history', 'invalid number', 'en'],
  ledSearch: ['form'],
  ledProofs: ['proofs', 'no result', 'en'],
  ledProof: [
    'proof',
    'added',
    'remove dialog open',
    'en',
    // The confirmation page that stands in for the dialog (a link with verwijderen=1).
    'remove confirmation en',
  ],
  // Opened for a person: the number filled in.
  ledAdd: ['for a person', 'errors', 'en'],
  ledBulk: [
    'form',
    'validated',
    'bad lines',
    'refused in browser',
    'refused by server',
    'bad lines en',
  ],
  // A running job's panel is checked where it runs for certain: the widget gallery, child benefits.
  ledBulkResult: ['finished', 'not found'],
  socialSecurity: ['statutes', 'provisional', 'no answer', 'errors', 'en', 'living wage'],
  childBenefits: [
    'payments',
    'provisional',
    'en',
    'file validated',
    'job running',
    'file bad lines',
    'file refused',
  ],
  // The CTPC search is a way of searching on this screen.
  healthAttestations: ['results', 'name results', 'ctpc errors', 'results en'],
  oneDoseRequired: ['status'],
  // 'recreate' is the detail with its recreate form (hermaken=1).
  healthAttestation: ['detail', 'send refused', 'recreate', 'en'],
  ctpcAttestation: ['detail'],
  landRegistryBulk: ['form', 'validated', 'bad lines'],
  landRegistryBulkResult: ['finished', 'parcels finished en'],
  landRegistryHistory: ['form', 'en'],
  landRegistryHistoryDetail: ['current state', 'state on a day en'],
  landRegistrySales: ['form', 'results'],
  landRegistrySale: ['sale', 'en'],
  // The place search with its lists filled down to the plot numbers.
  landRegistry: ['form', 'owner results', 'parcel results en', 'place search en'],
  // Rights whose shares do not add up: the incomplete-answer notice.
  landRegistryPartition: ['owners', 'incomplete rights', 'en'],
  document: ['start', 'results'],
  documentShipment: ['track and trace', 'status refreshed', 'not found', 'en'],
  documentShipmentPair: ['pair'],
  // Without JavaScript the page asks a sum in words instead of the browser's check.
  publicDownload: ['check passed', 'en', 'no JavaScript refusal', 'expired en'],
  notFound: ['page', 'en'],
  documentLetter: ['form', 'files refused'],
  // The eBox checked and not active: no send button.
  documentEbox: ['no ebox'],
  // Its toggle is off in the build the tests serve.
  documentEmail: [],
  documentLetterResend: ['form'],
  documentEboxResend: ['form'],
  // The search with its filters' errors and its results with the chain's badge, a report ready to
  // download (one being made is followed too quickly to be caught here: the portal's integration
  // test holds one in the making), in English, and as served without JavaScript.
  legalLog: ['results', 'errors', 'report ready', 'results en', 'no JavaScript'],
  legalLogEntry: ['entry', 'not found'],
  legalLogRequest: ['request'],
  // Reporting: the list; the selection form, its errors and the form without JavaScript; each
  // report with its chart and table, one in English, a period the report refuses.
  reports: ['list', 'en'],
  reportSelection: ['form', 'errors', 'errors en'],
  report: [
    'raadplegingen-per-domein',
    'raadplegingen-per-gebruiker',
    'ongebruikelijk-gebruik',
    'bulkopdrachten',
    'documentendienst',
    'bronbeschikbaarheid',
    'en',
    'refused',
  ],
  // Push notifications: the notifications sent; the members searched, found and as served without
  // JavaScript; a new member's form with its errors; a member, its device removal's confirmation
  // and its edit form, in English too; the groups (their toggle on in the tests' toggles-on build),
  // in English too.
  pushNotifications: ['list', 'en'],
  // A notification by file: the upload form (in English too), a file whose lines need the
  // content common to the file with that form refused empty, and a file with bad lines; the job
  // finished, and a job that is nobody's.
  pushBulk: ['form', 'form en', 'validated', 'content errors', 'bad lines'],
  pushBulkResult: ['finished', 'not found'],
  // A notification to all members: its content, and its devices filtered on one outcome.
  pushNotification: ['notification', 'filtered'],
  pushMembers: ['results', 'no JavaScript'],
  pushMemberNew: ['errors', 'errors en'],
  pushMember: ['member', 'remove device', 'edit', 'en'],
  pushSend: ['test sent', 'confirmation', 'errors no JavaScript', 'en'],
  pushGroupSend: ['confirmation'],
  pushGroups: ['groups', 'en'],
  // The identity provider's sign-in page, reached through sign-in.
  signIn: ['en'],
  // The pages that ask before signing out or switching profile.
  signOut: ['confirm'],
  capacitySwitch: ['confirm'],
} as const satisfies Record<ScreenId | PageEndpoint, readonly string[]>;

export type AxeScreen = keyof typeof screenStates;
export type AxeState<Screen extends AxeScreen> = (typeof screenStates)[Screen][number];

/** The marker file's name of a state: the screen, then the state in lower case and dashes. */
export function markerName(screen: AxeScreen, state: string): string {
  const slug = state
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${screen}--${slug}`;
}

/** Where the claims of a run are made: Playwright clears test-results at the start of a run. */
export const markerDirectory = fileURLToPath(
  new URL('../../test-results/axe-states/', import.meta.url),
);
