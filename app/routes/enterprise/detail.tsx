// Enterprise detail (onderneming/:kbo): identity, names, legal form and status, seat, activities,
// establishment units, functions, and with their permissions (and toggles) the joint committee
// and employment class and the participations both ways. Each consultation is written to the
// legal log by the backend; the same one again in the session within ten minutes is shown from the
// session's memory without a new entry (ADR 009). An unknown number shows the no-result panel.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { lookupScreen } from '~/consultation/lookup-screen.server';
import {
  ActivitiesTable,
  EstablishmentsTable,
  FunctionsTable,
  IdentityList,
  InLanguage,
  JointCommitteeList,
  NamesTable,
  ParticipationTables,
  SeatAddress,
} from '~/domains/enterprise/enterprise-record';
import { lookupEnterprise } from '~/domains/enterprise/lookups.server';
import { EnterpriseSearchForm } from '~/domains/enterprise/search-forms';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { formatDateTime } from '~/lib/format/date-time';
import { formatEnterpriseNumber } from '~/lib/format/enterprise-number';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { ConsultedNote } from '~/ui/consulted-note';
import { CopyButton } from '~/ui/copy-button';
import { BackToResults } from '~/ui/data-table/back-to-results';
import { LookupDetail } from '~/ui/lookup-outcome';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'enterpriseDetail');
  const lookup = await lookupEnterprise(args, activeRole);
  const t = await i18nServer.getFixedT(args.request, 'enterprise');
  const found = lookup.outcome.state === 'found' ? lookup.outcome.found : null;
  return lookupScreen(args, lookup, {
    title: found
      ? (found.enterprise.namen.maatschappelijk[0]?.naam ?? t('search.title'))
      : t('search.title'),
  });
}

export const meta = screenMeta;

export default function EnterpriseDetailScreen() {
  const { t } = useTranslation('enterprise');
  const loaded = useLoaderData<typeof loader>();
  const locale = localeFromPath(useLocation().pathname);
  const { link, capabilities } = loaded;
  const consultation = { source: link.source, reference: link.reference };
  const links = { consultation, personSource: capabilities.personLinkSource };

  return (
    <LookupDetail
      lookup={loaded}
      title={t('search.title')}
      noResult={t('search.noResultText', { subject: formatEnterpriseNumber(link.subject) })}
      searchHref={href('enterpriseSearch', {}, locale)}
      searchForm={(again) => (
        <EnterpriseSearchForm options={capabilities.lookup} {...again} defaultValue={link.typed} />
      )}
    >
      {({ enterprise, jointCommittee, participations, consultedAt }, searchForm) => {
        const [official] = enterprise.namen.maatschappelijk;
        return (
          <article className="enterprise-detail">
            <BackToResults href={loaded.results} />
            <header>
              <h1>
                {official ? (
                  <InLanguage text={official.naam} lang={official.taalcode} />
                ) : (
                  t('search.title')
                )}
              </h1>
              <p className="lead">
                <span>
                  {t('detail.numberLabel', {
                    number: formatEnterpriseNumber(enterprise.ondernemingsnummer),
                  })}
                </span>{' '}
                <CopyButton value={enterprise.ondernemingsnummer} label={t('detail.copyNumber')} />
              </p>
              {enterprise.status.code === 'ST' ? (
                <p className="tag tag--deceased">{t('detail.stopped')}</p>
              ) : null}
            </header>

            <section aria-labelledby="detail-identity">
              <h2 id="detail-identity">{t('detail.identity')}</h2>
              <IdentityList enterprise={enterprise} consultation={consultation} />
            </section>
            {/* A section holding a table is not a landmark of its own: the table is, by its heading. */}
            <section>
              <h2 id="detail-names">{t('detail.names')}</h2>
              <NamesTable enterprise={enterprise} />
            </section>
            <section aria-labelledby="detail-seat">
              <h2 id="detail-seat">{t('detail.seat')}</h2>
              <SeatAddress enterprise={enterprise} />
            </section>
            <section>
              <h2 id="detail-activities">{t('detail.activities')}</h2>
              <ActivitiesTable enterprise={enterprise} />
            </section>
            <section>
              <h2 id="detail-establishments">{t('detail.establishments')}</h2>
              <EstablishmentsTable enterprise={enterprise} />
            </section>
            <section>
              <h2 id="detail-functions">{t('detail.functions')}</h2>
              <FunctionsTable enterprise={enterprise} links={links} />
            </section>
            {jointCommittee ? (
              <section aria-labelledby="detail-joint-committee">
                <h2 id="detail-joint-committee">{t('detail.jointCommittee')}</h2>
                <JointCommitteeList jointCommittee={jointCommittee} />
              </section>
            ) : null}
            {participations ? (
              <section aria-labelledby="detail-participations">
                <h2 id="detail-participations">{t('detail.participations')}</h2>
                <ParticipationTables participations={participations} links={links} />
              </section>
            ) : null}
            <ConsultedNote text={t('detail.consulted', { time: formatDateTime(consultedAt) })} />
            {searchForm}
          </article>
        );
      }}
    </LookupDetail>
  );
}
