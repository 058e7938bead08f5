// The learning and experience proofs as their screens ask them: a person's proofs by the national
// number in the path, one proof with its metadata (when the role may read it), and the search
// screen's GET form, which leads to the person's proofs. Each lookup builds on the shared subject
// lookup, so a route module only asks and renders. The source answers a person without proofs as
// it answers an unknown one (nothing found): both show the no-result panel. Every view is a
// consultation of its own, written to the legal log by the backend: one entry per call.
import { z } from 'zod';
import { getProofMetadata, getProofs } from '@contracts/led';
import type { Role } from '@contracts/session';
import { callBackend } from '~/backend/client.server';
import { BackendError } from '~/backend/errors';
import { consultedNow } from '~/consultation/consultation-memory.server';
import { lookupInPath, type SubjectLink } from '~/consultation/subject-lookup.server';
import { inszSubject } from '~/consultation/subject-rules';
import { schemaForm, urlLookup } from '~/consultation/url-search.server';
import type { RequestArgs } from '~/load-context';
import { ledCapabilities } from './capabilities';
import { confirmRemovalParameter } from './links';
import { searchFields } from './search-fields';
import { ledSearchSchema } from './search-schema';

/** A proof's reference in a path: the source's UUID. */
const proofReference = z.uuid();

/** The source the screens ask, the only one the LED calls know. */
function sourceOf(link: SubjectLink) {
  return link.source || 'LED';
}

function queryOf(link: SubjectLink) {
  return { reference: link.reference || undefined };
}

/** A person's proofs, newest issue date first. */
export async function lookupProofs(args: RequestArgs, role: Role | null) {
  const { request, context } = args;
  const capabilities = ledCapabilities(role);
  const lookup = await lookupInPath(args, 'insz', {
    subject: inszSubject,
    options: capabilities.lookup,
    consult: (link) =>
      consultedNow(async () => ({
        proofs: await callBackend(getProofs, {
          request,
          context,
          params: { insz: link.subject },
          query: queryOf(link),
        }),
      })),
  });
  return { ...lookup, source: sourceOf(lookup.link), capabilities };
}

/**
 * One proof of a person, found among the person's proofs (a reference that is no proof's, or a
 * cancelled proof, is not found), then its metadata when the role may read it: one entry per call.
 */
export async function lookupProof(args: RequestArgs, role: Role | null) {
  const { request, context } = args;
  const capabilities = ledCapabilities(role);
  const referte = args.params?.referte ?? '';
  const confirmRemoval =
    capabilities.mayCancel &&
    new URL(request.url).searchParams.get(confirmRemovalParameter) === '1';
  const lookup = await lookupInPath(args, 'insz', {
    subject: inszSubject,
    options: capabilities.lookup,
    consult: async (link) => {
      // A reference that cannot be a proof's is not found, without asking the source.
      if (!proofReference.safeParse(referte).success) {
        throw new BackendError(404, null, getProofs.id);
      }
      const proofs = await callBackend(getProofs, {
        request,
        context,
        params: { insz: link.subject },
        query: queryOf(link),
      });
      const proof = proofs.bewijzen.find((candidate) => candidate.bewijsreferte === referte);
      if (!proof) throw new BackendError(404, null, getProofs.id);
      // The confirmation page of a removal shows no metadata: it is not asked for it.
      const metadata =
        capabilities.mayReadMetadata && !confirmRemoval
          ? await callBackend(getProofMetadata, {
              request,
              context,
              params: { insz: link.subject, bewijsreferte: referte },
              query: queryOf(link),
            })
          : null;
      return {
        person: { insz: proofs.insz, persoon: proofs.persoon },
        proof,
        /** The person has no other proof: once this one is removed, nothing is left to show. */
        onlyProof: proofs.bewijzen.length === 1,
        metadata,
        consultedAt: new Date().toISOString(),
      };
    },
  });
  return { ...lookup, source: sourceOf(lookup.link), referte, capabilities, confirmRemoval };
}

/**
 * The search screen's form is a GET form, so a search lives in the URL (see urlLookup): a valid
 * number leads to the person's proofs (which consults, and shows the no-result panel for a person
 * without any); an invalid one is shown on its form with the field's error. Nothing asked: null.
 */
export function ledSearchFromUrl(args: RequestArgs, role: Role | null) {
  const capabilities = ledCapabilities(role);
  return urlLookup(args, {
    asks: (params) => params.has(searchFields.insz),
    form: schemaForm(ledSearchSchema(capabilities.lookup)),
    opens: ({ insz, reference }) => ({
      screen: 'ledProofs',
      params: { insz },
      consultation: { source: capabilities.lookup.sources[0] ?? 'LED', reference },
    }),
  });
}
