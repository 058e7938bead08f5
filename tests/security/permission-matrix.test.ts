// The permission matrix, generated from the route table and the contract registry: every screen
// for every demo profile (and no session) over the portal, every backend call for every demo role,
// and objects made by one caller asked again by another. A screen, call or role added later is
// checked here without a test of its own.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { callContracts } from '@contracts/calls';
import {
  getChildBenefitsJob,
  getChildBenefitsSheet,
  sendChildBenefitsSheet,
  validateChildBenefitsSheet,
} from '@contracts/child-benefits';
import {
  demoAccounts,
  demoOrganisations,
  demoRoles,
  roleClaim,
  roleCode,
  roleCodesOf,
  type DemoAccount,
  type DemoOrganisationKey,
  type DemoPermission,
  type DemoRoleKey,
} from '@contracts/demo-catalogue';
import { getShipment } from '@contracts/document';
import { sendLetter } from '@contracts/document-send';
import { headers, metadataPart, pathParameterNames, type CallContract } from '@contracts/http';
import {
  getLandRegistryJob,
  sendOwnershipSheet,
  validateOwnershipSheet,
} from '@contracts/land-registry-bulk';
import {
  getProofJob,
  getProofSheet,
  registerProof,
  sendProofSheet,
  validateProofSheet,
} from '@contracts/led';
import { createPerson } from '@contracts/person';
import {
  createPushSheetJob,
  getPushJob,
  getPushSheet,
  validatePushSheet,
} from '@contracts/push-notification-bulk';
import { accessDecision, type AccessDecision } from '~/auth/access';
import { signInHref } from '~/endpoints';
import { href } from '~/routing/href';
import { getScreen } from '~/screens';
import { servedCalls } from '../../backend/http/call';
import { message } from '../../backend/http/messages';
import { startBackend, type BackendUnderTest } from '../support/backend-under-test';
import {
  anonymous,
  demoProfiles,
  roleUri,
  sessionFor,
  type DemoProfile,
} from '../support/demo-profiles';
import { fullSuite, recordFigures } from '../support/figures';
import { signInOverHttp } from '../support/http-sign-in';
import { textPdf } from '../support/pdf-samples';
import { startPortal, type PortalProcess } from '../support/portal-process';
import {
  examplesNobodyOwns,
  examplesOwnedBy,
  linkQuery,
  pathExamples,
  screenPaths,
  type ScreenPath,
} from '../support/screen-paths';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';

/** A name on the example person's detail page: no answer that was refused may carry it. */
const personalName = 'Wuyts';

/** Runs the tasks with at most `width` at once, keeping their order in the answer. */
async function inParallel<T>(tasks: (() => Promise<T>)[], width = 6): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, tasks.length) }, async () => {
      while (next < tasks.length) {
        const index = next;
        next += 1;
        results[index] = await (tasks[index] as () => Promise<T>)();
      }
    }),
  );
  return results;
}

type Expected = 'signIn' | AccessDecision;

/** What the table says a profile gets on a screen: sign-in first without a session. */
function expectedFor(screen: ScreenPath, profile: DemoProfile): Expected {
  const definition = getScreen(screen.id);
  if (!profile.login && definition.access !== 'public') return 'signIn';
  const role = profile.role
    ? {
        permissions: profile.role.permissions.map(({ naam }) => ({
          naam,
          bronnen: [],
          parameters: [],
        })),
      }
    : null;
  return accessDecision(definition, role);
}

interface Answer {
  status: number;
  /** Where a redirect sends, from the Location header or the single-fetch redirect description. */
  redirect: string | null;
  setsFlash: boolean;
  body: string;
}

/**
 * Single fetch (`<path>.data`) answers a redirect with 202 and a turbo-stream body that describes
 * it: ['redirect', target, 'status', 302, …] (for a loader, wrapped in 'SingleFetchRedirect').
 */
function singleFetchRedirect(body: string): string | null {
  const [firstLine = ''] = body.split('\n');
  let values: unknown;
  try {
    values = JSON.parse(firstLine);
  } catch {
    return null;
  }
  if (!Array.isArray(values)) return null;
  const index = values.indexOf('redirect');
  const target: unknown = index >= 0 ? values[index + 1] : undefined;
  return typeof target === 'string' ? target : null;
}

/**
 * Every account with a profile, signed in without choosing one: an account with a single profile
 * gets it chosen automatically (so the table applies its role), any other is sent to choose.
 */
function unchosenProfiles(): DemoProfile[] {
  return demoAccounts
    .filter((account) => account.roles.length > 0)
    .map((account) => {
      const only = account.roles.length === 1 ? account.roles[0] : undefined;
      const organisation = only
        ? demoOrganisations[only.organisation ?? account.organisation].code
        : null;
      return {
        login: account.login,
        roleKey: only?.role ?? null,
        role: only ? demoRoles[only.role] : null,
        organisation,
        label: `${account.login} before choosing a profile`,
      };
    });
}

/** Whether the profile's account has no profile at all. */
const withoutProfiles = (profile: DemoProfile) =>
  demoAccounts.some((account) => account.login === profile.login && account.roles.length === 0);

/** How many profiles the profile's account has: none, one, or several (2). */
function profileCount(profile: DemoProfile): 0 | 1 | 2 {
  const account = demoAccounts.find((candidate) => candidate.login === profile.login);
  return Math.min(account?.roles.length ?? 0, 2) as 0 | 1 | 2;
}

/**
 * What the portal reads of a profile to answer a screen, as far as the answers checked here go:
 * profiles with the same key get the same answer, so the fast variant asks one of them.
 * - The guard (requirePermission) reads whether there is a session, the active role's permission
 *   names (accessDecision) and, without an active role, how many profiles the account has (a
 *   single one is chosen for it, several send it to choose, none to the page that says so).
 * - The screens' loaders and actions read the active role: its permissions with their sources and
 *   parameters (a required reference), its domains (the start page opens a role's only domain),
 *   and its organisation, which decides only whether an object of one organisation is shown
 *   (`examplesOwnedBy`), so it is in the key of those screens alone.
 * - An account with a single profile that has not chosen it is kept apart only on the screens
 *   that open without an active role: on any other the guard chooses the profile for it first.
 * The full variant asks every profile and fails when two with the same key answer differently.
 */
function groupKey(screen: ScreenPath, profile: DemoProfile, unchosen: boolean): string {
  const definition = getScreen(screen.id);
  const opensWithoutRole = definition.access === 'public' || definition.activeRoleOptional === true;
  const owner = examplesOwnedBy[screen.id];
  return JSON.stringify({
    session: profile.login !== '',
    unchosen: unchosen && (opensWithoutRole || profile.role === null),
    profiles: profile.role === null ? profileCount(profile) : null,
    permissions: (profile.role?.permissions ?? [])
      .map((permission: DemoPermission) => ({
        naam: permission.naam,
        bronnen: [...(permission.bronnen ?? [])].sort(),
        parameters: Object.entries(permission.parameters ?? {}).sort(),
      }))
      .sort((a, b) => a.naam.localeCompare(b.naam)),
    domains: [...(profile.role?.domains ?? [])].sort(),
    owner: owner === undefined ? null : profile.organisation === owner,
  });
}

/** What a member of a group must answer as its representative does (the full variant's check). */
function signature(answer: Answer): string {
  return JSON.stringify([
    answer.status,
    answer.redirect,
    answer.setsFlash,
    answer.body.includes(personalName),
  ]);
}

describe('every screen for every profile', () => {
  let portal: PortalProcess;
  const sessions = new Map<DemoProfile, string>();
  const unchosen = unchosenProfiles();
  /** Every profile of every account, before choosing one too, and no session. */
  const profiles = [...demoProfiles({ full: true }), ...unchosen, anonymous];
  const paths = screenPaths();
  const locales = fullSuite ? (['nl', 'en'] as const) : (['nl'] as const);

  /** Per screen, its profiles grouped by what the portal reads of them, the first one first. */
  const groups = new Map(
    paths.map((screen) => {
      const byKey = new Map<string, DemoProfile[]>();
      for (const profile of profiles) {
        const key = groupKey(screen, profile, unchosen.includes(profile));
        byKey.set(key, [...(byKey.get(key) ?? []), profile]);
      }
      return [screen, [...byKey.values()]] as const;
    }),
  );
  /** The profiles asked: each group's first in the fast variant, every one in the full one. */
  const asked = (screen: ScreenPath): DemoProfile[] =>
    (groups.get(screen) ?? []).flatMap((group) => (fullSuite ? group : group.slice(0, 1)));

  beforeAll(async () => {
    portal = await startPortal({
      // The matrix sends many requests from one address: the limits are not what it checks.
      RATE_LIMIT_GENERAL: '100000',
      RATE_LIMIT_MUTATIONS: '100000',
      RATE_LIMIT_SIGN_IN: '100000',
    });
    // The sessions of the profiles asked, a few sign-ins at a time.
    await inParallel(
      profiles
        .filter((candidate) => paths.some((screen) => asked(screen).includes(candidate)))
        .map((profile) => async () => {
          const jar = unchosen.includes(profile)
            ? (await signInOverHttp(portal.url, profile.login)).jar
            : await sessionFor(portal.url, profile);
          sessions.set(profile, jar.header());
        }),
      3,
    );
  }, 120_000);

  afterAll(async () => {
    await portal?.stop();
  });

  /** The paths (both languages, without query) of the screens the table allows a profile. */
  function allowedPaths(profile: DemoProfile): Set<string> {
    return new Set(
      paths
        .filter((screen) => expectedFor(screen, profile) === 'allowed')
        .flatMap((screen) => [screen.nl, screen.en]),
    );
  }

  async function ask(
    profile: DemoProfile,
    target: string,
    variant: 'page' | 'data' | 'post',
  ): Promise<Answer> {
    const [path = '', search = ''] = target.split('?');
    const dataPath = path === '/' ? '/_root.data' : `${path}.data`;
    const url = `${portal.url}${variant === 'data' ? dataPath : path}${search ? `?${search}` : ''}`;
    const response = await fetch(url, {
      method: variant === 'post' ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: sessions.get(profile) ?? '',
        ...(variant === 'post'
          ? { origin: portal.url, 'content-type': 'application/x-www-form-urlencoded' }
          : {}),
      },
      body: variant === 'post' ? new URLSearchParams({ probe: 'matrix' }).toString() : undefined,
    });
    const body = await response.text();
    const location = response.headers.get('location');
    let redirect: string | null = null;
    if (variant === 'data' && response.status === 202) redirect = singleFetchRedirect(body);
    else if (response.status >= 300 && response.status < 400) redirect = location;
    return {
      status: response.status,
      redirect,
      setsFlash: response.headers
        .getSetCookie()
        .some((cookie) => cookie.startsWith('portal_flash=')),
      body,
    };
  }

  it(
    'answers every page, its data request and a post exactly as the route table says',
    async () => {
      const started = Date.now();
      const leaks: string[] = [];
      /** Per screen path: the post statuses every profile got (405: the screen takes no posts). */
      const postStatuses = new Map<string, Set<number>>();
      let checked = 0;
      let detailShown = 0;
      /** Per screen, language and profile: what it answered, for the groups' check. */
      const signatures = new Map<string, string>();

      const tasks = paths.flatMap((screen) =>
        locales.flatMap((locale) =>
          asked(screen).map((profile) => async () => {
            const target = `${screen[locale]}${linkQuery(screen, { source: 'RR', reference: 'R-MATRIX' })}`;
            const expected = expectedFor(screen, profile);
            const where = `${profile.label} on ${target}`;
            const answers = {
              page: await ask(profile, target, 'page'),
              data: await ask(profile, target, 'data'),
              post: await ask(profile, target, 'post'),
            };
            checked += 1;
            signatures.set(
              `${screen.id} ${locale} ${profile.label}`,
              Object.values(answers).map(signature).join(' '),
            );
            const signIn = signInHref(target);
            const choose = href('profileSelection', {}, locale, { redirect: target });
            const profilePage = href('profileSelection', {}, locale);
            const notAvailable = href('profileNotAvailable', {}, locale);
            const refusals = new Set([signIn, choose, profilePage]);
            const owner = examplesOwnedBy[screen.id];
            const okStatus =
              getScreen(screen.id).nl === '*' ||
              examplesNobodyOwns.has(screen.id) ||
              (owner !== undefined &&
                profile.organisation !== null &&
                profile.organisation !== owner)
                ? 404
                : 200;

            for (const [variant, answer] of Object.entries(answers)) {
              const label = `${where} (${variant}: ${answer.status} ${answer.redirect ?? ''})`;
              const leak = (why: string) => leaks.push(`${label}: ${why}`);
              if (answer.status >= 500) leak('server error');
              if (variant === 'post') {
                const statuses = postStatuses.get(target) ?? new Set<number>();
                statuses.add(answer.status);
                postStatuses.set(target, statuses);
              }
              // A screen that takes no posts refuses them (405) before anyone's access matters:
              // checked below to be the same answer for every profile.
              const refusedMethod = variant === 'post' && answer.status === 405;
              if (expected !== 'allowed' && answer.body.includes(personalName)) {
                leak('personal data in a refused answer');
              }
              if (expected === 'allowed') {
                // A screen may forward to another (the start page to a role's only domain, profile
                // selection without any profile to the page that says so): only to a screen the
                // table allows this profile too.
                const forward = answer.redirect && new URL(answer.redirect, portal.url).pathname;
                if (answer.redirect !== null && refusals.has(answer.redirect)) {
                  leak('refused though the table allows it');
                } else if (forward && !allowedPaths(profile).has(forward)) {
                  leak('forwarded to a screen the table does not allow');
                } else if (!forward && variant !== 'post' && answer.status !== okStatus) {
                  leak(`expected ${okStatus}`);
                }
                continue;
              }
              if (refusedMethod) continue;
              const status = variant === 'data' ? 202 : 302;
              if (answer.status !== status) leak(`expected a redirect (${status})`);
              if (expected === 'signIn' && answer.redirect !== signIn) leak(`expected ${signIn}`);
              if (expected === 'chooseProfile') {
                // An account without any profile is told so instead (the start page says it at once).
                const allowedTargets = withoutProfiles(profile) ? [choose, notAvailable] : [choose];
                if (!allowedTargets.includes(answer.redirect ?? '')) leak(`expected ${choose}`);
              }
              if (expected === 'insufficientPermission') {
                if (answer.redirect !== profilePage) leak(`expected ${profilePage}`);
                if (!answer.setsFlash) leak('expected the insufficient-permission warning');
              }
            }
            if (
              expected === 'allowed' &&
              getScreen(screen.id).consultation &&
              answers.page.body.includes(personalName)
            ) {
              detailShown += 1;
            }
          }),
        ),
      );
      await inParallel(tasks);

      // The full variant asks every member of a group: each answers as the group's first does,
      // or the key misses something the answer depends on (and the fast variant would miss it).
      let provenByGroup = 0;
      for (const screen of paths) {
        for (const locale of locales) {
          for (const [first, ...others] of groups.get(screen) ?? []) {
            provenByGroup += others.length;
            if (!fullSuite) continue;
            const expected = signatures.get(`${screen.id} ${locale} ${first?.label}`);
            for (const other of others) {
              const answered = signatures.get(`${screen.id} ${locale} ${other.label}`);
              if (answered !== expected) {
                leaks.push(
                  `${other.label} on ${screen[locale]} answered ${answered}, unlike ${first?.label} (${expected}) with the same group key`,
                );
              }
            }
          }
        }
      }

      for (const [target, statuses] of postStatuses) {
        if (statuses.has(405) && statuses.size > 1) {
          leaks.push(
            `${target}: a post refused as a method for some profiles only (${[...statuses]})`,
          );
        }
      }
      // The name check can fail: the allowed profiles do see the person on the consultation screens.
      expect(detailShown).toBeGreaterThan(0);
      const groupCount = paths.reduce((sum, screen) => sum + (groups.get(screen)?.length ?? 0), 0);
      recordFigures('security', {
        'screens × profiles checked': checked,
        'screens × permission groups checked': groupCount * locales.length,
        'screens × profiles answered for by their group': provenByGroup,
        'portal requests (permission matrix)': checked * 3,
        'permission leaks': leaks.length,
        'permission matrix (portal) seconds': Math.round((Date.now() - started) / 100) / 10,
      });
      expect(leaks).toEqual([]);
      // One request per group of every screen (the fast variant), or per profile (the full one).
      expect(checked).toBe(
        (fullSuite ? paths.length * profiles.length : groupCount) * locales.length,
      );
    },
    fullSuite ? 600_000 : 120_000,
  );
});

// ---------------------------------------------------------------------------------------------
// The backend: every contract for every demo role.

/** A valid value per path or query parameter name; a call with another parameter fails loudly. */
const parameterExamples: Readonly<Record<string, string>> = {
  ...pathExamples,
  lastname: 'Wuyts',
  birthdate: '1960',
  niscode: '44021',
  nisCode: '44021',
  postcode: '9999',
  straat: 'Kerkstraat',
  huisnummer: '1',
  type: 'geboorte',
  text: 'Ze',
  q: 'Ze',
  reference: 'R-MATRIX',
  // An association's vCode (GET vereniging/:id).
  id: pathExamples.vcode ?? '',
  // Rita Wuyts's secondary-school diploma (docs/demo-data.md), and a mutation that is not its
  // latest: a cancellation the matrix sends changes nothing.
  bewijsreferte: 'd62da2fd-b231-416b-bf21-92222f443763',
  bewijsmutatiereferte: '00000000-0000-4000-8000-000000000000',
  // The land registry (docs/demo-data.md): the joint house of Rita Wuyts and Walter Claeys, in
  // section A of GENT 1 AFD, and the province of Gent.
  capakey: '44021A0041/00A000',
  perceelPartitieId: '44021A0041-00A000-P0000',
  gemeente: '44021',
  afdeling: '44021',
  sectie: 'A',
  provincieNIS: '40000',
  // The land registry's shared bulk progress call: an ownership job.
  jobType: 'eigendomstoestand',
  // The attachment of Stad Rivierstad's featured letter handed over (docs/demo-data.md).
  attachmentName: 'aanslagbiljet.pdf',
  // The letter's reference an address lookup is logged under.
  uwReferentie: 'MATRIX',
  // Push notifications (docs/demo-data.md): Stad Rivierstad's member reached by test sends, its
  // removed device, and a notification and an image nobody has.
  lid: '5a0e7c1e-3b0d-4c59-9a51-6f3d2b8e1a01',
  toestel: '00000000-0000-4000-8000-00000000f034',
  notificatie: '00000000-0000-4000-8000-00000000f034',
  afbeelding: '00000000-0000-4000-8000-00000000f034',
  groep: '00000000-0000-4000-8000-00000000f034',
  doelgroep: 'allen',
};

interface Caller {
  label: string;
  claims: Record<string, unknown>;
  /** The role sent as x-active-role; null for a caller without one. */
  activeRole: string | null;
  /** A role the caller may make active (for the call that does that). */
  anyRole: string;
  permissions: readonly string[];
}

/** Stad Rivierstad's member reached by test sends (docs/demo-data.md, push notifications). */
const pushMemberExample = '5a0e7c1e-3b0d-4c59-9a51-6f3d2b8e1a01';
const pushContentExample = { nl: { titel: 'Matrix', bericht: '<p>Matrix</p>' } };

/** A valid body per call that takes one, for a caller; a call with a body and no entry fails. */
const bodyExamples: Readonly<Record<string, (caller: Caller) => unknown>> = {
  setActiveRole: (caller) => ({ uri: caller.anyRole }),
  // An audit report of one user's consultations of one day: small, made by no worker here.
  maakAuditRapport: () => ({
    filters: { gebruikers: ['demo-an.peeters'], startDatum: '2025-01-02T00:00:00Z' },
    formaat: 'xlsx',
  }),
  postMetric: () => ({
    metricName: 'matrix',
    timeStamp: new Date().toISOString(),
    unit: 'Milliseconds',
    value: 1,
  }),
  registreerRaadpleging: (caller) => ({
    permissie: caller.permissions[0] ?? 'persoon.geefPersoon',
    operatie: 'permissionMatrix',
    onderwerp: { type: 'Insz', waarde: pathExamples.insz },
    referentie: 'R-MATRIX',
    bron: 'RR',
  }),
  creeerBis: () => newPerson(),
  // Push notifications (docs/demo-data.md): a member registered in the caller's organisation, and
  // sends to Stad Rivierstad's featured member (another organisation's caller gets a 404).
  maakLid: () => ({ insz: pathExamples.insz, naam: 'Matrix', voornaam: 'Test' }),
  wijzigLid: () => ({ naam: 'Matrix', voornaam: 'Test' }),
  notificeerOntvanger: () => ({ lid: pushMemberExample, notificatie: pushContentExample }),
  notificeerAllen: () => ({ notificatie: pushContentExample }),
  notificeerGroep: () => ({ groep: pushMemberExample, notificatie: pushContentExample }),
  notificeerTest: () => ({ notificatie: pushContentExample, telefoonnummers: ['+32470123456'] }),
  // Without a file: refused for its missing image to whoever may upload one.
  laadAfbeeldingOp: () => ({}),
  pushBulkValidate: () => newPushSheet(),
  pushBulkCreate: () => ({ bestand: bulkExampleId, notificatie: pushContentExample }),
  geefOnderneming: () => ({ ondernemingsnummer: pathExamples.kbo }),
  // Sale prices of Gent in 2021 (docs/demo-data.md, Sale prices).
  zoekVerkoopPrijzen: () => ({
    gemeenten: ['44021'],
    periode: { van: { month: 1, year: 2021 }, tot: { month: 12, year: 2021 } },
  }),
  downloadVerkoopprijzen: () => ({ gemeenten: ['44021'] }),
  geefPCenTW: () => ({ ondernemingsnummer: pathExamples.kbo }),
  geefDeelnemingen: () => ({ ondernemingsnummer: pathExamples.kbo }),
  geefHistoriekInschrijving: () => ({ insz: pathExamples.insz, reference: 'R-MATRIX' }),
  geefSociaalStatuut: () => ({ statuten: ['BIM_BVT', 'BIM_BVT_IN_FAMILY'], reference: 'R-MATRIX' }),
  geefSociaalStatuutViaQuery: () => ({ statuten: ['BIM_BVT'], datum: '2024-01-01' }),
  geefKindVoordelen: () => ({
    insz: pathExamples.insz,
    zoeksleutel: 'Code',
    periode: { beginMaand: '2019-01', eindeMaand: '2025-12' },
    reference: 'R-MATRIX',
  }),
  registreerBewijs: () => newProof(),
  ledBulkValidate: () => newProofSheet(),
  ledBulkMetadataDownload: () => ({ jobId: bulkExampleId }),
  geefKindVoordelenBulkValidate: () => newChildBenefitsSheet(),
  geefKindVoordelenBulkSend: () => ({ bestand: bulkExampleId }),
  eigendomstoestandBulk: () => newOwnershipSheet(),
  zoekPerceelBulk: () => newParcelSheet(),
  // The health attestations of the example person (by number) and of docs/demo-data.md.
  healthAttestationSearch: () => ({
    searchMode: 'INSZ',
    insz: pathExamples.insz,
    reference: 'R-MATRIX',
  }),
  healthAttestationGenerateDocument: () => ({ reference: 'R-MATRIX' }),
  healthAttestationSendDocumentRequest: () => ({ reference: 'R-MATRIX' }),
  healthAttestationSendLatest: () => ({ insz: pathExamples.insz, reference: 'R-MATRIX' }),
  healthAttestationRecreate: () => ({ revokeCertificates: false, reference: 'R-MATRIX' }),
  // The rule as the source has it for the example person (never set: not required).
  healthAttestationSetOneDoseRequired: () => ({ isRequired: false, reference: 'R-MATRIX' }),
  ctpcSearch: () => ({ covidTestPrescriptionCode: 'BU4NWUWZMA1VOKBR', reference: 'R-MATRIX' }),
  ctpcGenerateDocument: () => ({ reference: 'R-MATRIX' }),
  // The joint house of docs/demo-data.md, asked as a partition.
  geefEigendomstoestandDetailPost: () => ({
    perceelPartitieIds: ['44021A0041-00A000-P0000'],
    reference: 'R-MATRIX',
  }),
  downloadEigendomstoestand: () => ({
    perceelPartitieIds: ['44021A0041-00A000-P0000'],
    reference: 'R-MATRIX',
  }),
  // The document service's sends: a letter to a free address, an eBox message, an e-mail (the
  // sender profile is the example organisation's own or not: refused after the access check).
  verstuurBrief: () => letterExample(),
  verstuurPaperAndEbox: () => letterExample(),
  verstuurAutomatisch: () => letterExample(),
  verstuurEbox: () => ({
    afzender: 'rivierstad-documenten',
    onderwerp: 'Matrix',
    bericht: 'Matrix',
    ontvanger: { eboxType: 'burger', nummer: pathExamples.insz },
  }),
  verstuurEmail: () => ({
    afzender: 'rivierstad-documenten',
    onderwerp: 'Matrix',
    bericht: 'Matrix',
    emailType: 'regular',
    ontvanger: { email: 'matrix@example.org' },
  }),
  uploadOntvangers: () => ({}),
  downloadOntvangers: () => ({ ontvangers: [pathExamples.insz] }),
  voorbeeldBijlage: () => ({ breedte: 300 }),
  // Stad Rivierstad's shipments with the reference of its featured pair (docs/demo-data.md).
  zoekVerzending: () => ({ uwReferentie: 'RIV-DEMO-PAIR' }),
};

function letterExample() {
  return {
    afzender: 'rivierstad-documenten',
    onderwerp: 'Matrix',
    ontvanger: {
      adres: { land: 'BE', postcode: '2000', gemeente: 'Antwerpen', straat: 'Meir' },
    },
    opties: {},
  };
}

/** The file a call that takes files is sent with (the body examples are its metadata part). */
const fileExamples: Readonly<Record<string, { name: string; bytes: Uint8Array<ArrayBuffer> }>> = {};

/** Stad Rivierstad's featured letter handed to the postal service (docs/demo-data.md). */
const shipmentExampleId = '0d0c0001-5eed-4d0c-8000-000000000003';

/** Agnes Van Goethem's vaccination certificate and a prescription code (docs/demo-data.md). */
const attestationExampleId = '2ff295a9-7782-44ed-a61c-4cedd5b238c4';
const ctpcExampleId = '1b97888d-f9c5-4f1c-8cbe-770f2370070f';

/** A bulk file or job id nobody has: the bulk calls answer it with 404 to whoever may ask. */
const bulkExampleId = '00000000-0000-4000-8000-00000000b01c';

/** Path parameters of one call where the shared example does not fit (a bulk file's uuid `id`). */
const callParameterExamples: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  geefEboxActief: { eboxType: 'burger', nummer: pathExamples.insz ?? '' },
  // A report over a period of past whole months.
  geefRapport: { rapport: 'bulkopdrachten', periode: '2024-01_2024-06' },
  // Stad Rivierstad's featured letter handed over (docs/demo-data.md): another organisation's
  // role gets 404, as for any id it does not own.
  geefVerzending: { id: shipmentExampleId },
  downloadBijlage: { id: shipmentExampleId },
  downloadAttest: { id: shipmentExampleId },
  geefStatus: { id: shipmentExampleId },
  geefOntvangerAdres: { eboxType: 'burger', nummer: pathExamples.insz ?? '' },
  ledBulkFile: { id: bulkExampleId },
  ledBulkValidationDownload: { id: bulkExampleId },
  ledBulkSend: { id: bulkExampleId },
  ledBulkProgress: { id: bulkExampleId },
  ledBulkResultDownload: { id: bulkExampleId },
  geefKindVoordelenBulkFile: { id: bulkExampleId },
  geefKindVoordelenBulkValidationDownload: { id: bulkExampleId },
  geefKindVoordelenBulkProgress: { id: bulkExampleId },
  geefKindVoordelenBulkResult: { jobId: bulkExampleId },
  eigendomstoestandBulkFile: { id: bulkExampleId },
  eigendomstoestandBulkValidationDownload: { id: bulkExampleId },
  eigendomstoestandBulkSend: { id: bulkExampleId },
  eigendomstoestandBulkDownload: { id: bulkExampleId },
  zoekPerceelBulkFile: { id: bulkExampleId },
  zoekPerceelBulkValidationDownload: { id: bulkExampleId },
  zoekPerceelBulkSend: { id: bulkExampleId },
  zoekPerceelBulkResultaat: { id: bulkExampleId },
  kadasterJobsProgress: { id: bulkExampleId },
  pushBulkFile: { id: bulkExampleId },
  pushBulkValidationDownload: { id: bulkExampleId },
  pushBulkProgress: { id: bulkExampleId },
  pushBulkResultDownload: { id: bulkExampleId },
  healthAttestationBlocks: { id: attestationExampleId },
  // The joint house's sale (docs/demo-data.md, Sale prices).
  geefVerkoopPrijs: { id: '44021A0041-00A000-P0000-03-V' },
  healthAttestationGenerateDocument: { id: attestationExampleId },
  healthAttestationDownloadDocument: { id: attestationExampleId },
  healthAttestationSendDocumentRequest: { id: attestationExampleId },
  ctpcBlocks: { id: ctpcExampleId },
  ctpcGenerateDocument: { id: ctpcExampleId },
  ctpcDownloadDocument: { id: ctpcExampleId },
  // The legal log: the first entry by its number, a request nobody made, a report nobody asked.
  geefLegalLogConsultatie: { referte: '1' },
  geefLegalLogAanvraag: { correlationId: 'matrix' },
  geefAuditRapport: { auditRapportId: bulkExampleId },
};

/** A child-benefits bulk sheet of one question, as the portal sends it after reading the csv. */
function newChildBenefitsSheet() {
  const item = { insz: pathExamples.insz ?? '', zoeksleutel: 'Code' };
  return {
    bestandsnaam: 'matrix.csv',
    reference: 'R-MATRIX',
    koprij: 1,
    kolommen: ['INSZ', 'Zoeksleutel'],
    regels: [{ regel: 2, cellen: [item.insz, item.zoeksleutel], item }],
  };
}

/** A land registry ownership sheet of one capakey, as the portal sends it. */
function newOwnershipSheet() {
  const item = { capakey: '44021A0041/00A000' };
  return {
    bestandsnaam: 'matrix.xlsx',
    reference: 'R-MATRIX',
    koprij: 1,
    kolommen: ['Capakey of eigenaar'],
    regels: [{ regel: 2, cellen: [item.capakey], item }],
  };
}

/** A land registry parcel search sheet of one capakey, as the portal sends it. */
function newParcelSheet() {
  const item = { capakey: '44021A0041/00A000' };
  return {
    bestandsnaam: 'matrix.xlsx',
    koprij: 1,
    kolommen: ['Capakey'],
    regels: [{ regel: 2, cellen: [item.capakey], item }],
  };
}

/** A push notification sheet of one line, Stad Rivierstad's featured member, as the portal sends it. */
function newPushSheet() {
  const item = { insz: '00012254691' };
  return {
    bestandsnaam: 'matrix.xlsx',
    koprij: 1,
    kolommen: ['Rijksregisternummer'],
    regels: [{ regel: 2, cellen: [item.insz], item }],
  };
}

/** A bulk sheet of one proof, as the portal sends it after reading the upload. */
function newProofSheet() {
  const { reference: _reference, ...item } = newProof();
  return {
    bestandsnaam: 'matrix.xlsx',
    reference: 'R-MATRIX',
    koprij: 1,
    kolommen: ['INSZ', 'Titel'],
    regels: [{ regel: 2, cellen: [item.insz, item.titel], item }],
  };
}

/** A proof of the example person as a supplier registers it. */
function newProof() {
  return {
    insz: pathExamples.insz,
    categorie: 'BK',
    bewijstype: 'WETTELIJK_CERTIFICAAT',
    bewijsstaat: 'EIND',
    titel: 'Wettelijk certificaat Basisveiligheid VCA',
    instelling: { naam: 'Fictief opleidingscentrum Gent' },
    instantie: 'VDAB',
    niveau: 'NVT',
    uitreikingsdatum: '2025-06-30',
    geldigheidsperiodes: [{ begin: '2025-06-30', einde: '2035-06-29' }],
    reference: 'R-MATRIX',
  };
}

function newPerson() {
  return {
    naam: `Matrix${randomBytes(4).toString('hex')}`,
    voornamen: ['Elif'],
    geslacht: { code: '2' },
    geboorte: { datum: '1990-00-00', landNisCode: '262', land: 'Turkije' },
  };
}

function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  const shape = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  return shape ?? {};
}

/** The call's path and query filled from the examples, checked against its own schemas. */
function requestFor(call: CallContract, explicitParams: Record<string, string> = {}): string {
  const params: Record<string, string> = {};
  for (const name of pathParameterNames(call.path)) {
    const example =
      explicitParams[name] ?? callParameterExamples[call.id]?.[name] ?? parameterExamples[name];
    if (example === undefined) {
      throw new Error(`call ${call.id}: no example for path parameter '${name}'`);
    }
    params[name] = example;
  }
  if (call.params && !call.params.safeParse(params).success) {
    throw new Error(`call ${call.id}: the examples are not valid path parameters`);
  }
  const query: Record<string, string> = {};
  for (const [name, field] of Object.entries(shapeOf(call.query))) {
    const example = parameterExamples[name];
    if (example !== undefined) query[name] = example;
    else if (!field.safeParse(undefined).success) {
      throw new Error(`call ${call.id}: no example for query parameter '${name}'`);
    }
  }
  if (call.query && !call.query.safeParse(query).success) {
    throw new Error(`call ${call.id}: the examples are not a valid query`);
  }
  const path = call.path.replace(/:(\w+)\??/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

function claimsOf(account: DemoAccount, organisation: DemoOrganisationKey = account.organisation) {
  return {
    sub: `demo-${account.login}`,
    given_name: account.givenName,
    family_name: account.familyName,
    vo_orgcode: demoOrganisations[organisation].code,
    rrn: account.nationalNumber,
    [roleClaim]: roleCodesOf(account),
  };
}

/** One caller per demo role (the first account holding it), and one without an active role. */
function callers(): Caller[] {
  const perRole = (Object.keys(demoRoles) as DemoRoleKey[]).map((key): Caller => {
    const account = demoAccounts.find((candidate) =>
      candidate.roles.some((grant) => grant.role === key),
    );
    const grant = account?.roles.find((candidate) => candidate.role === key);
    if (!account || !grant) throw new Error(`no demo account holds the role ${key}`);
    const uri = roleUri(key, demoOrganisations[grant.organisation ?? account.organisation].code);
    return {
      label: `${account.login} as ${key}`,
      claims: claimsOf(account),
      activeRole: uri,
      anyRole: uri,
      permissions: demoRoles[key].permissions.map(({ naam }) => naam),
    };
  });
  const registrar = demoAccounts.find((account) => account.login === 'an.peeters');
  const firstGrant = registrar?.roles[0];
  if (!registrar || !firstGrant) throw new Error('an.peeters');
  const withoutRole: Caller = {
    label: `${registrar.login} without an active role`,
    claims: claimsOf(registrar),
    activeRole: null,
    anyRole: roleUri(firstGrant.role, demoOrganisations[registrar.organisation].code),
    permissions: [],
  };
  return [...perRole, withoutRole];
}

const newSessionId = () => randomBytes(16).toString('base64url');

describe('every backend call for every role', () => {
  const everyCaller = callers();
  const withoutRole = everyCaller[everyCaller.length - 1] as Caller;
  let issuer: TestIssuer;
  let backend: BackendUnderTest;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    backend = await startBackend('postgresql', issuer, { population: true, documents: true });
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
    await issuer?.close();
  });

  async function call(
    contract: CallContract,
    caller: Caller | null,
    extraHeaders: Record<string, string> = {},
    /** The body to send instead of the call's example. */
    explicitBody?: unknown,
    /** Path parameters to send instead of the call's examples (an object made earlier). */
    explicitParams?: Record<string, string>,
    /** A multipart body made by the caller (a call with files and the files to send). */
    explicitForm?: FormData,
  ): Promise<Response> {
    const requestHeaders: Record<string, string> = {
      [headers.sessionId]: newSessionId(),
      ...extraHeaders,
    };
    if (caller) requestHeaders.authorization = `Bearer ${await issuer.sign(caller.claims)}`;
    if (caller?.activeRole) requestHeaders[headers.activeRole] = caller.activeRole;
    let body: string | FormData | undefined;
    if (contract.request) {
      const example = bodyExamples[contract.id];
      if (!example) throw new Error(`call ${contract.id}: no example body in bodyExamples`);
      // Without a token the body is never read: any caller's example will do.
      const value = explicitBody ?? example(caller ?? withoutRole);
      if (!contract.request.safeParse(value).success) {
        throw new Error(`call ${contract.id}: the example body is not valid`);
      }
      if (contract.files && explicitForm) {
        body = explicitForm;
      } else if (contract.files) {
        // A call with files: the body as its metadata part, and one example file.
        body = new FormData();
        body.append(metadataPart, JSON.stringify(value));
        const file = fileExamples[contract.id];
        if (file) body.append(contract.files.field, new Blob([file.bytes]), file.name);
      } else {
        body = JSON.stringify(value);
        requestHeaders['content-type'] = 'application/json';
      }
    }
    return fetch(`${backend.url}${requestFor(contract, explicitParams)}`, {
      method: contract.method,
      headers: requestHeaders,
      body,
    });
  }

  it('serves every contract of the registry', () => {
    const served = servedCalls(backend.app);
    expect(callContracts.map((contract) => contract.id).filter((id) => !served.has(id))).toEqual(
      [],
    );
  });

  /** Whether the call's access rule lets the caller in. */
  function allowedFor(contract: CallContract, caller: Caller): boolean {
    const granted = new Set(caller.permissions);
    const access = contract.access;
    return (
      access.kind === 'authenticated' ||
      (caller.activeRole !== null &&
        (access.kind === 'activeRole'
          ? granted.size > 0
          : access.permissions.some((permission) => granted.has(permission))))
    );
  }

  /**
   * What the backend reads of a caller to answer a call. A caller let in reaches the handler,
   * which may read anything of its identity and role: a group of its own. A caller refused is
   * refused by serveCall before anything of the call is read, from the call's access rule and the
   * role's permission names alone: every role without the permission gets the same 403
   * ('forbidden'), and a caller without an active role another ('noActiveRole'). The full variant
   * asks every caller and fails when two of one group answer differently.
   */
  const groupOf = (contract: CallContract, caller: Caller): string =>
    allowedFor(contract, caller)
      ? `allowed ${caller.label}`
      : caller.activeRole
        ? 'forbidden'
        : 'noActiveRole';

  it('refuses a call without a token, and a role without the permission, and lets the others in', async () => {
    const started = Date.now();
    const refusals: string[] = [];
    let checked = 0;
    let provenByGroup = 0;
    const refusedMessages = {
      forbidden: message('nl', 'forbidden'),
      noActiveRole: message('nl', 'noActiveRole'),
    };
    const tasks = callContracts.flatMap((contract) => {
      const groups = new Map<string, Caller[]>();
      for (const caller of everyCaller) {
        const key = groupOf(contract, caller);
        groups.set(key, [...(groups.get(key) ?? []), caller]);
      }
      /** Per group, what its first member answered (the full variant compares the others). */
      const answered = new Map<string, string>();
      const asked = [...groups.values()].flatMap((group) => {
        provenByGroup += group.length - 1;
        return fullSuite ? group : group.slice(0, 1);
      });
      return [
        async () => {
          const response = await call(contract, null);
          await response.arrayBuffer();
          if (response.status !== 401) {
            refusals.push(`${contract.id} without a token: ${response.status}, expected 401`);
          }
        },
        ...asked.map((caller) => async () => {
          const response = await call(contract, caller);
          const text = await response.text();
          checked += 1;
          const allowed = allowedFor(contract, caller);
          const where = `${contract.id} for ${caller.label}: ${response.status}`;
          if (response.status >= 500) {
            refusals.push(`${where} (server error) ${text.slice(0, 200)}`);
          } else if (allowed && (response.status === 401 || response.status === 403)) {
            refusals.push(`${where}, expected to be let in ${text.slice(0, 200)}`);
          } else if (!allowed) {
            // Refused by the access rule, not for a role the backend did not find for the caller.
            const key = groupOf(contract, caller) as keyof typeof refusedMessages;
            let said = '';
            try {
              said = (JSON.parse(text) as { message?: string }).message ?? '';
            } catch {
              said = text.slice(0, 200);
            }
            if (response.status !== 403 || said !== refusedMessages[key]) {
              refusals.push(`${where} ${said}, expected 403 ${refusedMessages[key]}`);
            }
            const first = answered.get(key);
            const mine = `${response.status} ${said}`;
            if (first === undefined) answered.set(key, mine);
            else if (first !== mine) {
              refusals.push(`${where}: answered unlike the first of its group (${first})`);
            }
          }
        }),
      ];
    });
    await inParallel(tasks, 4);
    recordFigures('security', {
      'contracts × roles checked': checked,
      'contracts × roles answered for by their group': provenByGroup,
      'backend requests (permission matrix)': checked + callContracts.length,
      'backend permission leaks': refusals.length,
      'permission matrix (backend) seconds': Math.round((Date.now() - started) / 100) / 10,
    });
    expect(refusals).toEqual([]);
    // Every caller once per call in the full variant; once per group in the fast one.
    expect(checked + (fullSuite ? 0 : provenByGroup)).toBe(
      callContracts.length * everyCaller.length,
    );
  }, 120_000);

  // -------------------------------------------------------------------------------------------
  // Objects by id: what one caller made, asked again by another user or another organisation.

  interface Made {
    id: string;
    /** What the owner sent, so that others can ask the same thing again. */
    request: unknown;
  }

  interface ObjectById {
    name: string;
    /** The role its maker and the others act in (Burgerzaken unless named). */
    role?: DemoRoleKey;
    create: (owner: Caller) => Promise<Made>;
    /** Read by the maker's colleagues in the same organisation too (a shipment), not by others. */
    organisationWide?: true;
    /** The object again for a caller: its id, or null when the caller gets none. */
    readAgain: (caller: Caller, made: Made) => Promise<{ status: number; id: string | null }>;
  }

  /** The registrar's role (or another), at the registrar's organisation or at another one. */
  function registrar(
    subject: string,
    organisation: DemoOrganisationKey,
    role: DemoRoleKey = 'Burgerzaken',
  ): Caller {
    const account = demoAccounts.find((candidate) => candidate.login === 'an.peeters');
    if (!account) throw new Error('an.peeters');
    const code = roleCode(role, organisation);
    const uri = roleUri(role, demoOrganisations[organisation].code);
    return {
      label: `${subject} at ${organisation}`,
      claims: { ...claimsOf(account, organisation), sub: subject, [roleClaim]: [code] },
      activeRole: uri,
      anyRole: uri,
      permissions: demoRoles[role].permissions.map(({ naam }) => naam),
    };
  }

  async function addPerson(caller: Caller, body: unknown, key: string) {
    const response = await call(createPerson, caller, { [headers.idempotencyKey]: key }, body);
    const answer = (await response.json()) as { insz?: string };
    return { status: response.status, id: answer.insz ?? null };
  }

  async function addProof(caller: Caller, body: unknown, key: string) {
    const response = await call(registerProof, caller, { [headers.idempotencyKey]: key }, body);
    const answer = (await response.json()) as { bewijsreferte?: string };
    return { status: response.status, id: answer.bewijsreferte ?? null };
  }

  const objectsById: ObjectById[] = [
    {
      // A letter sent: the organisation's shipment, read by its colleagues, by nobody else.
      name: 'a shipment (verstuurBrief, geefVerzending)',
      role: 'Documentendienst',
      organisationWide: true,
      create: async (owner) => {
        const form = new FormData();
        form.append(
          metadataPart,
          JSON.stringify({ ...letterExample(), afzender: 'zonnedorp-burgerzaken' }),
        );
        form.append('bijlagen', new Blob([(await textPdf()) as Uint8Array<ArrayBuffer>]), 'a.pdf');
        const response = await call(sendLetter, owner, {}, undefined, undefined, form);
        const answer = (await response.json()) as { berichtIds?: string[] };
        const id = answer.berichtIds?.[0];
        if (response.status !== 200 || !id) throw new Error(`sending: ${response.status}`);
        return { id, request: null };
      },
      readAgain: async (caller, made) => {
        const response = await call(getShipment, caller, {}, undefined, { id: made.id });
        const answer = (await response.json()) as { id?: string };
        return { status: response.status, id: answer.id ?? null };
      },
    },
    {
      // A person added under an idempotency key: the same key answers the same person again.
      name: 'a person added (createPerson, Idempotency-Key)',
      create: async (owner) => {
        const key = `matrix-${randomUUID()}`;
        const body = newPerson();
        const answer = await addPerson(owner, body, key);
        if (answer.status !== 200 || !answer.id) throw new Error(`adding: ${answer.status}`);
        return { id: answer.id, request: { key, body } };
      },
      readAgain: async (caller, made) => {
        const { key, body } = made.request as { key: string; body: unknown };
        return addPerson(caller, body, key);
      },
    },
    {
      // A proof registered under an idempotency key: the same key answers the same proof again.
      name: 'a proof registered (registerProof, Idempotency-Key)',
      role: 'Led',
      create: async (owner) => {
        const key = `matrix-${randomUUID()}`;
        const body = newProof();
        const answer = await addProof(owner, body, key);
        if (answer.status !== 200 || !answer.id) throw new Error(`registering: ${answer.status}`);
        return { id: answer.id, request: { key, body } };
      },
      readAgain: async (caller, made) => {
        const { key, body } = made.request as { key: string; body: unknown };
        return addProof(caller, body, key);
      },
    },
    {
      // A bulk sheet validated and stored: only its uploader, in that organisation, reads it.
      name: 'a bulk file (ledBulkValidate, ledBulkFile)',
      role: 'Led',
      create: async (owner) => {
        const response = await call(validateProofSheet, owner);
        const answer = (await response.json()) as { id?: string };
        if (response.status !== 200 || !answer.id)
          throw new Error(`validating: ${response.status}`);
        return { id: answer.id, request: null };
      },
      readAgain: (caller, made) => bulkObject(getProofSheet, caller, made.id),
    },
    {
      // A bulk job made of a sent file: only its sender, in that organisation, follows it.
      name: 'a bulk job (ledBulkSend, ledBulkProgress)',
      role: 'Led',
      create: async (owner) => {
        const file = (await (await call(validateProofSheet, owner)).json()) as { id?: string };
        const job = await bulkObject(sendProofSheet, owner, file.id ?? '');
        if (job.status !== 200 || !job.id) throw new Error(`sending: ${job.status}`);
        return { id: job.id, request: null };
      },
      readAgain: (caller, made) => bulkObject(getProofJob, caller, made.id),
    },
    {
      // A child-benefits bulk sheet: only its uploader, in that organisation, reads it.
      name: 'a child-benefits bulk file (geefKindVoordelenBulkValidate, geefKindVoordelenBulkFile)',
      role: 'SocialeDienst',
      create: async (owner) => {
        const response = await call(validateChildBenefitsSheet, owner);
        const answer = (await response.json()) as { id?: string };
        if (response.status !== 200 || !answer.id)
          throw new Error(`validating: ${response.status}`);
        return { id: answer.id, request: null };
      },
      readAgain: (caller, made) => bulkObject(getChildBenefitsSheet, caller, made.id),
    },
    {
      // Its job, the file named in the send call's body: only its sender, in that organisation.
      name: 'a child-benefits bulk job (geefKindVoordelenBulkSend, geefKindVoordelenBulkProgress)',
      role: 'SocialeDienst',
      create: async (owner) => {
        const file = (await (await call(validateChildBenefitsSheet, owner)).json()) as {
          id?: string;
        };
        const response = await call(sendChildBenefitsSheet, owner, {}, { bestand: file.id });
        const job = (await response.json()) as { id?: string };
        if (response.status !== 200 || !job.id) throw new Error(`sending: ${response.status}`);
        return { id: job.id, request: null };
      },
      readAgain: (caller, made) => bulkObject(getChildBenefitsJob, caller, made.id),
    },
    {
      // A land registry ownership job, followed through the shared progress call: its sender only.
      name: 'a land registry bulk job (eigendomstoestandBulkSend, kadasterJobsProgress)',
      role: 'Kadaster',
      create: async (owner) => {
        const file = (await (await call(validateOwnershipSheet, owner)).json()) as { id?: string };
        const job = await bulkObject(sendOwnershipSheet, owner, file.id ?? '');
        if (job.status !== 200 || !job.id) throw new Error(`sending: ${job.status}`);
        return { id: job.id, request: null };
      },
      readAgain: (caller, made) => bulkObject(getLandRegistryJob, caller, made.id),
    },
    {
      // A push notification file: only its uploader, in that organisation, reads it.
      name: 'a push bulk file (pushBulkValidate, pushBulkFile)',
      role: 'Documentendienst',
      create: async (owner) => {
        const response = await call(validatePushSheet, owner);
        const answer = (await response.json()) as { id?: string };
        if (response.status !== 200 || !answer.id)
          throw new Error(`validating: ${response.status}`);
        return { id: answer.id, request: null };
      },
      readAgain: (caller, made) => bulkObject(getPushSheet, caller, made.id),
    },
    {
      // Its job, with the content common to the file: only its sender, in that organisation.
      name: 'a push bulk job (pushBulkCreate, pushBulkProgress)',
      role: 'Documentendienst',
      create: async (owner) => {
        const file = (await (await call(validatePushSheet, owner)).json()) as { id?: string };
        const response = await call(
          createPushSheetJob,
          owner,
          {},
          { bestand: file.id, notificatie: pushContentExample },
        );
        const job = (await response.json()) as { id?: string };
        if (response.status !== 200 || !job.id) throw new Error(`sending: ${response.status}`);
        return { id: job.id, request: null };
      },
      readAgain: (caller, made) => bulkObject(getPushJob, caller, made.id),
    },
  ];

  /** A bulk file or job asked by id: its id when answered. */
  async function bulkObject(contract: CallContract, caller: Caller, id: string) {
    const response = await call(contract, caller, {}, undefined, { id });
    const answer = (await response.json()) as { id?: string };
    return { status: response.status, id: answer.id ?? null };
  }

  it.each(objectsById)('gives $name to its maker only', async (entry) => {
    const role = entry.role ?? 'Burgerzaken';
    const owner = registrar('demo-an.peeters', 'zonnedorp', role);
    const made = await entry.create(owner);
    // The way back works for the maker: the checks below can fail.
    expect(await entry.readAgain(owner, made)).toEqual({ status: 200, id: made.id });
    if (entry.organisationWide) {
      const colleague = registrar('demo-matrix-colleague', 'zonnedorp', role);
      expect(await entry.readAgain(colleague, made), colleague.label).toEqual({
        status: 200,
        id: made.id,
      });
    }
    for (const other of [
      ...(entry.organisationWide ? [] : [registrar('demo-matrix-colleague', 'zonnedorp', role)]),
      registrar('demo-an.peeters', 'rivierstad', role),
    ]) {
      const answer = await entry.readAgain(other, made);
      expect(answer.status, other.label).toBeLessThan(500);
      expect(answer.id, other.label).not.toBe(made.id);
    }
  });
});
