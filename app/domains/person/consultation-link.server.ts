// What a link to a person screen carries: the number in the path, the source and 'Uw referentie'
// in the query. A number that cannot exist, or a reference the role must give but did not, is
// answered with the search form and its errors, without asking the source.
import type { SubmissionResult } from '@conform-to/react';
import type { AppLoadContext } from '@remix-run/node';
import { validateInsz } from '~/lib/validation/insz';
import { issue } from '~/lib/validation/issue';
import { markFormFailed } from '~/ui/form/form-reply.server';
import type { FormErrors } from '~/ui/form/parse-form';
import type { PersonCapabilities } from './capabilities';

export interface ConsultationLink {
  /** The digits of the number in the path. */
  insz: string;
  bron: string;
  reference: string;
  /**
   * The form (with its errors, if any) and the page's status when the link is not consulted:
   * an impossible number, a missing reference, or a link followed from another site, which
   * the user confirms first (a consultation is logged under their name).
   */
  refused: {
    formResult: SubmissionResult<FormErrors>;
    status: 200 | 400 | 404;
    crossSite: boolean;
  } | null;
}

export function readConsultationLink(
  request: Request,
  context: AppLoadContext,
  pathInsz: string | undefined,
  capabilities: PersonCapabilities,
): ConsultationLink {
  const url = new URL(request.url);
  const asked = url.searchParams.get('bron') ?? '';
  const sources: string[] = capabilities.sources;
  const bron = sources.includes(asked) ? asked : (sources[0] ?? 'RR');
  const reference = url.searchParams.get('referentie')?.trim().slice(0, 100) ?? '';
  const typed = pathInsz ?? '';
  const invalid = validateInsz(typed);
  const missingReference = capabilities.referenceRequired && !reference;
  const crossSite = request.headers.get('sec-fetch-site') === 'cross-site';
  if (!invalid && !missingReference && !crossSite) {
    return { insz: typed.replace(/\D/g, ''), bron, reference, refused: null };
  }
  if (!invalid && !missingReference) {
    return {
      insz: typed.replace(/\D/g, ''),
      bron,
      reference,
      refused: {
        formResult: { initialValue: { insz: typed, bron, reference } },
        status: 200,
        crossSite: true,
      },
    };
  }
  const errors: Record<string, FormErrors> = {};
  if (invalid) errors.insz = [invalid];
  if (missingReference) errors.reference = [issue('required')];
  markFormFailed(context);
  return {
    insz: typed.replace(/\D/g, ''),
    bron,
    reference,
    refused: {
      formResult: {
        status: 'error',
        initialValue: { insz: typed, bron, reference },
        error: errors,
      },
      status: invalid ? 404 : 400,
      crossSite,
    },
  };
}
