// An attestation's or a CTPC's screen without its record: the way back to the results, why nothing
// is shown (not found, or the source failed), and for a link followed from another site the
// button that opens it once the user confirms (the consultation is logged in their name); else
// the way to the search.
import { Form, Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { healthAttestationSource } from '@contracts/health-attestation-codes';
import { consultationNames } from '~/routing/href';
import { LookupNotFound, type LookupState } from '~/ui/lookup-outcome';

export function RecordNotFound({
  outcome,
  results,
  title,
  noResult,
  correlationId,
  path,
  reference,
  searchHref,
}: {
  outcome: Exclude<LookupState, { state: 'found' }>;
  results: string | null;
  title: string;
  noResult: string;
  correlationId: string;
  /** The record's screen, where the confirmation opens it. */
  path: string;
  reference: string;
  searchHref: string;
}) {
  const { t } = useTranslation('healthattestation');
  return (
    <LookupNotFound
      lookup={{ outcome, results, link: { source: healthAttestationSource }, correlationId }}
      title={title}
      noResult={noResult}
      confirmWith="open"
    >
      {outcome.state === 'invalid' ? (
        <Form method="get" action={path} className="no-print">
          <input type="hidden" name={consultationNames.source} value={healthAttestationSource} />
          {reference ? (
            <input type="hidden" name={consultationNames.reference} value={reference} />
          ) : null}
          <button type="submit" className="button">
            {t('attestation.open')}
          </button>
        </Form>
      ) : (
        <p>
          <Link to={searchHref}>{t('attestation.toSearch')}</Link>
        </p>
      )}
    </LookupNotFound>
  );
}
