// One learning or experience proof (leer_en_ervaring/:insz/:referte): every fact of it, its
// validity periods, supplier and status, and for a role that may read them its metadata (also as a
// workbook, from an endpoint of its own). A role that may cancel proofs removes it here: with JavaScript
// after a confirmation dialog, without it on the confirmation page (`?verwijderen=1`). Every load
// is a consultation the backend writes to the legal log (one entry per call); a reference that is
// no proof of this person shows the no-result panel.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { lookupScreen } from '~/consultation/lookup-screen.server';
import { ledCapabilities } from '~/domains/led/capabilities';
import { confirmRemovalHref, metadataDownloadHref } from '~/domains/led/links';
import { lookupProof } from '~/domains/led/lookups.server';
import { removeProof } from '~/domains/led/proof-actions.server';
import { ProofMetadataView, ProofRecord } from '~/domains/led/proof-record';
import { RemovalConfirmation, RemoveProof } from '~/domains/led/remove-proof';
import { LedSearchForm } from '~/domains/led/search-form';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { formatDateTime } from '~/lib/format/date-time';
import { formatPersonName } from '~/lib/format/person-name';
import { formatInsz } from '~/lib/validation/insz';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { LookupNotFound, NewSearchPanel } from '~/ui/lookup-outcome';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'ledProof');
  const [lookup, t] = await Promise.all([
    lookupProof(args, activeRole),
    i18nServer.getFixedT(args.request, 'led'),
  ]);
  const { outcome } = lookup;
  return lookupScreen(args, lookup, {
    title:
      outcome.state !== 'found'
        ? t('search.title')
        : lookup.confirmRemoval
          ? t('proof.removeTitle')
          : outcome.found.proof.titel,
  });
}

export async function action(args: ActionFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'ledProof');
  return removeProof(args, ledCapabilities(activeRole));
}

export const meta = screenMeta;

export default function LedProofScreen() {
  const { t } = useTranslation('led');
  const loaded = useLoaderData<typeof loader>();
  const removal = useActionData<typeof action>()?.removal;
  const locale = localeFromPath(useLocation().pathname);
  const { link, outcome, capabilities, source, referte } = loaded;
  const consultation = { source, reference: link.reference };

  if (outcome.state !== 'found') {
    return (
      <LookupNotFound
        lookup={loaded}
        title={t('search.title')}
        noResult={t('search.noResultText', { insz: formatInsz(link.subject) })}
      >
        <NewSearchPanel id="led-search">
          <LedSearchForm
            options={capabilities.lookup}
            lastResult={outcome.state === 'invalid' ? outcome.formResult : null}
            action={href('ledSearch', {}, locale)}
            clearHref={href('ledSearch', {}, locale)}
            defaultInsz={outcome.state === 'invalid' ? link.typed : link.subject}
            defaultReference={link.reference}
          />
        </NewSearchPanel>
      </LookupNotFound>
    );
  }

  const { person, proof, metadata, onlyProof, consultedAt } = outcome.found;
  const name = formatPersonName(person.persoon.naam);
  const proofHref = href('ledProof', { insz: person.insz, referte }, locale, consultation);
  const proofsHref = href('ledProofs', { insz: person.insz }, locale, consultation);
  const removalProps = {
    proof,
    name,
    onlyProof,
    action: confirmRemovalHref(proofHref),
    askReference: capabilities.cancel.referenceRequired && !link.reference,
    reference: link.reference,
    lastResult: removal?.result ?? null,
  };

  if (loaded.confirmRemoval) {
    return (
      <>
        <p className="back-link no-print">
          <Link to={proofHref}>{proof.titel}</Link>
        </p>
        <h1>{t('proof.removeTitle')}</h1>
        <RemovalConfirmation {...removalProps} backHref={proofHref} />
      </>
    );
  }

  const downloadHref = metadataDownloadHref({
    insz: person.insz,
    referte,
    locale,
    ...consultation,
  });
  return (
    <article className="led-proof">
      <p className="back-link no-print">
        <Link to={proofsHref}>{t('proof.backToProofs', { name })}</Link>
      </p>
      <header>
        <h1>
          <span lang="nl">{proof.titel}</span>
        </h1>
        <p className="lead">{t('proof.lead', { name, insz: formatInsz(person.insz) })}</p>
      </header>
      <ProofRecord proof={proof} />
      {metadata ? <ProofMetadataView metadata={metadata} downloadHref={downloadHref} /> : null}
      {capabilities.mayCancel ? (
        <p className="no-print">
          <RemoveProof {...removalProps} />
        </p>
      ) : null}
      <p className="form-hint consulted">
        {t('proof.consulted', { time: formatDateTime(consultedAt) })}
      </p>
    </article>
  );
}
