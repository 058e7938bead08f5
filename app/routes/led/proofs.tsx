// A person's learning and experience proofs (leer_en_ervaring/:insz): who they are about and the
// table of their proofs, newest issue date first, each leading to its detail. Every load is a
// consultation the backend writes to the legal log; the source answers a person without proofs
// as an unknown one, and the screen shows the no-result panel with the search form for both.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { lookupScreen } from '~/consultation/lookup-screen.server';
import { lookupProofs } from '~/domains/led/lookups.server';
import { ProofsTable } from '~/domains/led/proof-record';
import { LedSearchForm } from '~/domains/led/search-form';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { formatDate, formatDateTime } from '~/lib/format/date-time';
import { formatPersonName } from '~/lib/format/person-name';
import { formatInsz } from '~/lib/validation/insz';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { ConsultedNote } from '~/ui/consulted-note';
import { CopyButton } from '~/ui/copy-button';
import { LookupDetail } from '~/ui/lookup-outcome';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'ledProofs');
  const [lookup, t] = await Promise.all([
    lookupProofs(args, activeRole),
    i18nServer.getFixedT(args.request, 'led'),
  ]);
  const { outcome } = lookup;
  return lookupScreen(args, lookup, {
    title:
      outcome.state === 'found'
        ? t('proofs.title', { name: formatPersonName(outcome.found.proofs.persoon.naam) })
        : t('search.title'),
  });
}

export const meta = screenMeta;

export default function LedProofsScreen() {
  const { t } = useTranslation('led');
  const loaded = useLoaderData<typeof loader>();
  const locale = localeFromPath(useLocation().pathname);
  const { link, outcome, capabilities, source } = loaded;

  return (
    <LookupDetail
      lookup={loaded}
      title={t('search.title')}
      noResult={t('search.noResultText', { insz: formatInsz(link.subject) })}
      searchHref={href('ledSearch', {}, locale)}
      searchId="led-search"
      searchForm={(again) => (
        <LedSearchForm
          options={capabilities.lookup}
          {...again}
          defaultInsz={outcome.state === 'invalid' ? link.typed : link.subject}
        />
      )}
    >
      {({ proofs, consultedAt }, searchForm) => {
        const name = formatPersonName(proofs.persoon.naam);
        return (
          <article className="led-proofs">
            <header>
              <h1>{t('proofs.title', { name })}</h1>
              <p className="lead">
                {t('proofs.person', {
                  insz: formatInsz(proofs.insz),
                  birthDate: formatDate(proofs.persoon.geboortedatum),
                })}{' '}
                <CopyButton value={proofs.insz} label={t('proofs.copyInsz')} />
              </p>
            </header>
            {/* A section holding a table is not a landmark of its own: the table is, by its heading. */}
            <section>
              <h2 id="led-proofs">
                {t('proofs.heading')}{' '}
                <span className="form-hint">
                  ({t('proofs.count', { count: proofs.bewijzen.length })})
                </span>
              </h2>
              <ProofsTable
                proofs={proofs.bewijzen}
                headingId="led-proofs"
                linkOf={(proof) =>
                  href('ledProof', { insz: proofs.insz, referte: proof.bewijsreferte }, locale, {
                    source,
                    reference: link.reference,
                  })
                }
              />
            </section>
            {capabilities.mayRegister ? (
              <p className="no-print">
                <Link
                  to={href('ledAdd', {}, locale, { insz: proofs.insz })}
                  className="button button--secondary"
                >
                  {t('proofs.addForPerson')}
                </Link>
              </p>
            ) : null}
            <ConsultedNote text={t('proofs.consulted', { time: formatDateTime(consultedAt) })} />
            {searchForm}
          </article>
        );
      }}
    </LookupDetail>
  );
}
