// The health attestation domain's backend calls as its screens use them: the attestation and CTPC
// searches that live in the start screen's URL (one page at a time, the same search again in the
// session answered from its memory), an attestation's and a CTPC's blocks by the id in their
// screen's path, and a person's one-dose rule by the number in its screen's URL. Each builds on
// the shared subject lookup or paged search, so the route modules only ask and render.
import { z } from 'zod';
import type { ConsultationOptions } from '@contracts/consultation';
import {
  attestationOrderFields,
  attestationPageSize,
  ctpcCode,
  getAttestationBlocks,
  getCtpcBlocks,
  getOneDoseRequired,
  healthAttestationSource,
  maximumAttestationMatches,
  searchAttestations,
  searchCtpc,
  type AttestationOrderField,
  type AttestationRow,
  type AttestationSearchRequest,
  type CtpcRow,
} from '@contracts/health-attestation';
import type { Role } from '@contracts/session';
import { callBackend } from '~/backend/client.server';
import { BackendError } from '~/backend/errors';
import { consultedNow } from '~/consultation/consultation-memory.server';
import { onlyRow, pagedSearch, type PagedOutcome } from '~/consultation/paged-search.server';
import {
  lookupInPath,
  lookupInQuery,
  type SubjectRule,
} from '~/consultation/subject-lookup.server';
import { inszSubject } from '~/consultation/subject-rules';
import { schemaForm, urlSearch, type SearchAnswer } from '~/consultation/url-search.server';
import { displayDateToIso } from '~/lib/validation/dates';
import { normaliseInsz } from '~/lib/validation/insz';
import { normalisePhoneNumber } from '~/lib/validation/phone';
import type { RequestArgs } from '~/load-context';
import { consultationNames } from '~/routing/href';
import { healthAttestationCapabilities, type HealthAttestationCapabilities } from './capabilities';
import { ctpcSearchSchema, type CtpcSearch } from './ctpc-search-schema';
import { attestationShown, ctpcShown } from './format.server';
import {
  activeOnlyValue,
  attestationFields as fields,
  ctpcFields,
  oneDoseFields,
} from './search-fields';
import { attestationSearchSchema, birthDateParam, type AttestationSearch } from './search-schema';

/** The order an attestation search starts in: the newest first. */
export const defaultAttestationOrder = { orderBy: 'ISSUED', order: 'Desc' } as const satisfies {
  orderBy: AttestationOrderField;
  order: 'Asc' | 'Desc';
};

/** A page of a search as the screen shows it: each row written out as `shown` writes it. */
function rowsShown<Row>(outcome: PagedOutcome<Row>, shown: (row: Row) => Row): PagedOutcome<Row> {
  return 'rows' in outcome ? { ...outcome, rows: outcome.rows.map(shown) } : outcome;
}

/** An ISO date of a filter typed as DD.MM.YYYY; undefined when left empty. */
function isoOf(value: string): string | undefined {
  return value ? (displayDateToIso(value) ?? undefined) : undefined;
}

/** The search as the backend takes it, without its page. */
function attestationRequest(
  search: AttestationSearch,
): Omit<AttestationSearchRequest, 'orderBy' | 'order' | 'take' | 'skip'> {
  const byName = search[fields.mode] === 'naam';
  return {
    searchMode: byName ? 'NAME' : 'INSZ',
    ...(byName
      ? {
          lastName: search[fields.lastName],
          firstName: search[fields.firstName],
          birthdate: birthDateParam(search[fields.birthDate]),
        }
      : { insz: normaliseInsz(search[fields.insz]) }),
    issuedAfter: isoOf(search[fields.issuedAfter]),
    issuedBefore: isoOf(search[fields.issuedBefore]),
    changedAfter: isoOf(search[fields.changedAfter]),
    attestationTypes: search[fields.types].length > 0 ? search[fields.types] : undefined,
    attestationsStates: search[fields.states].length > 0 ? search[fields.states] : undefined,
    activeOnly: search[fields.activeOnly].includes(activeOnlyValue),
    reference: search[fields.reference] || undefined,
  };
}

/**
 * An attestation search in the start screen's URL (see urlSearch): one page of attestations; one
 * match opens its attestation.
 */
export function attestationSearchFromUrl(
  args: RequestArgs,
  capabilities: HealthAttestationCapabilities,
  mode: 'insz' | 'naam',
): Promise<SearchAnswer<PagedOutcome<AttestationRow>> | null> {
  const { request, context } = args;
  return urlSearch(args, {
    asks: (params) => params.has(mode === 'insz' ? fields.insz : fields.lastName),
    form: schemaForm(
      attestationSearchSchema({
        modes: capabilities.modes,
        referenceRequired: capabilities.attestations.referenceRequired,
      }),
    ),
    search: (search, params) => {
      const asked = attestationRequest(search);
      const outcome = pagedSearch(context, params, {
        fields: attestationOrderFields,
        defaults: defaultAttestationOrder,
        pageSize: attestationPageSize,
        maximumRows: maximumAttestationMatches,
        reference: asked.reference,
        call: (state) => {
          const body = { ...asked, ...state, take: attestationPageSize };
          return {
            key: [searchAttestations.id, body],
            consult: () => callBackend(searchAttestations, { request, context, body }),
          };
        },
      });
      return outcome.then((found) => rowsShown(found, attestationShown));
    },
    opens: (outcome, search) => {
      const only = onlyRow(outcome);
      return (
        only && {
          screen: 'healthAttestation',
          params: { attestId: only.id },
          consultation: { source: healthAttestationSource, reference: search[fields.reference] },
        }
      );
    },
  });
}

/** The CTPC search as the backend takes it. */
function ctpcRequest(search: CtpcSearch) {
  const birth = search[ctpcFields.birthDate];
  const byName = search[ctpcFields.lastName] !== '';
  const code = ctpcCode.safeParse(search[ctpcFields.code]);
  return {
    covidTestPrescriptionCode: code.success ? code.data : undefined,
    phoneNumber: search[ctpcFields.phone]
      ? (normalisePhoneNumber(search[ctpcFields.phone]) ?? undefined)
      : undefined,
    ...(byName
      ? {
          lastName: search[ctpcFields.lastName],
          firstName: search[ctpcFields.firstName],
          birthdate: birthDateParam(birth),
        }
      : {}),
    reference: search[ctpcFields.reference] || undefined,
  };
}

/** The CTPC search in the start screen's URL, like the attestation search. */
export function ctpcSearchFromUrl(
  args: RequestArgs,
  capabilities: HealthAttestationCapabilities,
): Promise<SearchAnswer<PagedOutcome<CtpcRow>> | null> {
  const { request, context } = args;
  return urlSearch(args, {
    asks: (params) =>
      [ctpcFields.code, ctpcFields.phone, ctpcFields.lastName].some((name) => params.has(name)),
    form: schemaForm(ctpcSearchSchema({ referenceRequired: capabilities.ctpc.referenceRequired })),
    search: (search, params) => {
      const asked = ctpcRequest(search);
      const outcome = pagedSearch(context, params, {
        // The source lists CTPC attestations newest first, and sorts them no other way.
        fields: ['CREATED'] as const,
        defaults: { orderBy: 'CREATED', order: 'Desc' },
        pageSize: attestationPageSize,
        maximumRows: maximumAttestationMatches,
        reference: asked.reference,
        call: (state) => {
          const body = { ...asked, skip: state.skip, take: attestationPageSize };
          return {
            key: [searchCtpc.id, body],
            consult: () => callBackend(searchCtpc, { request, context, body }),
          };
        },
      });
      return outcome.then((found) => rowsShown(found, ctpcShown));
    },
    opens: (outcome, search) => {
      const only = onlyRow(outcome);
      return (
        only && {
          screen: 'ctpcAttestation',
          params: { ctpcId: only.id },
          consultation: {
            source: healthAttestationSource,
            reference: search[ctpcFields.reference] || undefined,
          },
        }
      );
    },
  });
}

/** An attestation's or a CTPC's id in a path: a uuid, or nothing the source can know. */
const idSubject = (field: string): SubjectRule => ({
  field,
  validate: () => null,
  normalise: (typed) => typed.trim().toLowerCase(),
});

/**
 * A record's screen by the id in its path: its blocks, asked with the link's reference. An id
 * that cannot exist is not asked: the screen shows that nothing was found.
 */
async function lookupBlocks<Blocks>(
  args: RequestArgs,
  {
    field,
    options,
    operation,
    consult,
  }: {
    field: 'attestId' | 'ctpcId';
    options: ConsultationOptions;
    operation: string;
    consult: (id: string, reference: string | undefined) => Promise<Blocks>;
  },
) {
  return lookupInPath(args, field, {
    subject: idSubject(field),
    options,
    consult: ({ subject, reference }) =>
      consultedNow(async () => {
        if (!z.uuid().safeParse(subject).success) throw new BackendError(404, null, operation);
        return { blocks: await consult(subject, reference || undefined) };
      }),
  });
}

/** An attestation's screen: its blocks, asked by the id in the path. */
export async function lookupAttestation(args: RequestArgs, role: Role | null) {
  const { request, context } = args;
  const capabilities = healthAttestationCapabilities(role);
  const lookup = await lookupBlocks(args, {
    field: 'attestId',
    options: capabilities.attestations,
    operation: getAttestationBlocks.id,
    consult: (id, reference) =>
      callBackend(getAttestationBlocks, {
        request,
        context,
        params: { id },
        query: { reference },
      }).then((blocks) => ({ ...blocks, attestation: attestationShown(blocks.attestation) })),
  });
  return { ...lookup, capabilities };
}

/** A CTPC's screen: its blocks, asked by the id in the path. */
export async function lookupCtpc(args: RequestArgs, role: Role | null) {
  const { request, context } = args;
  const capabilities = healthAttestationCapabilities(role);
  const lookup = await lookupBlocks(args, {
    field: 'ctpcId',
    options: capabilities.ctpc,
    operation: getCtpcBlocks.id,
    consult: (id, reference) =>
      callBackend(getCtpcBlocks, { request, context, params: { id }, query: { reference } }).then(
        (blocks) => ({ ...blocks, ctpc: ctpcShown(blocks.ctpc) }),
      ),
  });
  return { ...lookup, capabilities };
}

/**
 * The one-dose screen: only its form while its URL asks no number; otherwise the person's rule,
 * by the number in the URL (a GET form, so the question is the consultation's link).
 */
export function lookupOneDose(args: RequestArgs, role: Role | null) {
  const { request, context } = args;
  const capabilities = healthAttestationCapabilities(role);
  return lookupInQuery(args, {
    capabilities,
    field: oneDoseFields.insz,
    lookup: () => ({
      subject: inszSubject,
      options: capabilities.oneDose,
      referenceField: consultationNames.reference,
      consult: ({ subject, reference }) =>
        callBackend(getOneDoseRequired, {
          request,
          context,
          params: { insz: subject },
          query: { reference: reference || undefined },
        }),
    }),
  });
}
