// The enterprise domain's backend calls as its screens use them: an enterprise's record with, as
// the role and the toggles allow, its joint committee and its participations; an association by
// its vCode; and the search screen's two GET forms, which lead to those screens. Each lookup
// builds on the shared subject lookup, so a route module only asks and renders.
import {
  geefDeelnemingen,
  geefPCenTW,
  getAssociation,
  getEnterprise,
  type enterpriseSources,
} from '@contracts/enterprise';
import type { Role } from '@contracts/session';
import { callBackend } from '~/backend/client.server';
import { rememberedConsulted } from '~/consultation/consultation-memory.server';
import { lookupInPath, type SubjectRule } from '~/consultation/subject-lookup.server';
import { schemaForm, urlLookup } from '~/consultation/url-search.server';
import {
  normaliseEnterpriseNumber,
  validateEnterpriseNumber,
} from '~/lib/validation/enterprise-number';
import { validateVCode } from '~/lib/validation/vcode';
import type { RequestArgs } from '~/load-context';
import { enterpriseCapabilities } from './capabilities';
import { associationSearchSchema, enterpriseSearchSchema, searchFields } from './search-schema';

type Source = (typeof enterpriseSources)[number];

/** An enterprise number in a path: typed with dots or spaces, consulted as its ten digits. */
export const enterpriseSubject: SubjectRule = {
  field: searchFields.number,
  validate: validateEnterpriseNumber,
  normalise: normaliseEnterpriseNumber,
};

export const associationSubject: SubjectRule = {
  field: searchFields.vCode,
  validate: validateVCode,
  normalise: (typed) => typed.trim(),
};

/**
 * The enterprise detail: its record first (an unknown number stops there, with one legal-log
 * entry), then its joint committee and participations when the role and the toggles allow.
 * Enterprise data is public register data: the same consultation (number, source, reference,
 * profile) in the same session within ten minutes is shown again without asking the source
 * again, as a search's answer is (ADR 009).
 */
export async function lookupEnterprise(args: RequestArgs, role: Role | null) {
  const { request, context } = args;
  const capabilities = enterpriseCapabilities(role);
  const lookup = await lookupInPath(args, 'kbo', {
    subject: enterpriseSubject,
    options: capabilities.lookup,
    consult: ({ subject, source, reference }) =>
      rememberedConsulted(
        context,
        [getEnterprise.id, subject, source, reference, capabilities],
        async () => {
          const bron = source as Source;
          const enterprise = await callBackend(getEnterprise, {
            request,
            context,
            params: { kbo: subject },
            query: { bron, reference: reference || undefined },
          });
          const body = { ondernemingsnummer: subject, bron, referentie: reference || undefined };
          const [jointCommittee, participations] = await Promise.all([
            capabilities.jointCommittee
              ? callBackend(geefPCenTW, { request, context, body })
              : null,
            capabilities.participations
              ? callBackend(geefDeelnemingen, { request, context, body })
              : null,
          ]);
          return { enterprise, jointCommittee, participations };
        },
      ),
  });
  return { ...lookup, capabilities };
}

/** The association screen: an association by its vCode, kept as the enterprise detail is. */
export async function lookupAssociation(args: RequestArgs, role: Role | null) {
  const { request, context } = args;
  const capabilities = enterpriseCapabilities(role);
  const lookup = await lookupInPath(args, 'vcode', {
    subject: associationSubject,
    options: capabilities.association,
    consult: ({ subject, source, reference }) =>
      rememberedConsulted(context, [getAssociation.id, subject, source, reference], async () => ({
        association: await callBackend(getAssociation, {
          request,
          context,
          params: { id: subject },
          query: { bron: source as Source, reference: reference || undefined },
        }),
      })),
  });
  return { ...lookup, capabilities };
}

/**
 * The search screen's forms are GET forms, so a search lives in the URL (see urlLookup): a valid
 * number or vCode leads to its screen (which consults, and shows the no-result panel for a miss);
 * an invalid one is shown on its form with the field's error. Nothing asked: null.
 */
export async function enterpriseSearchFromUrl(args: RequestArgs, role: Role | null) {
  const capabilities = enterpriseCapabilities(role);
  const byNumber = await urlLookup(args, {
    asks: (params) => params.has(searchFields.number),
    form: schemaForm(enterpriseSearchSchema(capabilities.lookup)),
    opens: ({ kbo, reference }) => ({
      screen: 'enterpriseDetail',
      params: { kbo },
      consultation: { source: capabilities.lookup.sources[0] ?? 'KBO', reference },
    }),
  });
  if (byNumber) return { form: 'enterprise' as const, ...byNumber };
  const byVCode = await urlLookup(args, {
    asks: (params) => params.has(searchFields.vCode),
    form: schemaForm(associationSearchSchema(capabilities.association)),
    opens: ({ vcode, reference }) => ({
      screen: 'association',
      params: { vcode },
      consultation: { source: capabilities.association.sources[0] ?? 'KBO', reference },
    }),
  });
  return byVCode && { form: 'association' as const, ...byVCode };
}
