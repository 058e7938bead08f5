// Education (onderwijs): a person's enrolment history by national number. One screen: the search
// is a GET form, so the number asked is in the URL (?insz=…) and its answer shows below the form;
// the access log names the request by its path and the names of its query, never the number.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { educationSource } from '@contracts/education';
import { requirePermission } from '~/auth/require-permission.server';
import { ConsultedAt, EnrolmentHistoryView } from '~/domains/education/history';
import { lookupEnrolments } from '~/domains/education/lookups.server';
import { EducationSearchForm } from '~/domains/education/search-form';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { clearedFormParameter } from '~/page-state/url-names';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { CrossSiteConfirmation, LookupMessage } from '~/ui/lookup-outcome';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'education');
  const found = await lookupEnrolments(args, activeRole);
  const t = await i18nServer.getFixedT(args.request, 'education');
  return data(
    { ...found, title: t('title'), correlationId: args.context.correlationId },
    { status: found.status },
  );
}

export const meta = screenMeta;

export default function EducationScreen() {
  const { t } = useTranslation('education');
  const { capabilities, lookup, reference, correlationId } = useLoaderData<typeof loader>();
  const locale = localeFromPath(useLocation().pathname);
  const outcome = lookup?.outcome;
  const action = href('education', {}, locale);

  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      {outcome?.state === 'invalid' && outcome.crossSite ? (
        <CrossSiteConfirmation confirmWith="search" />
      ) : null}
      <section aria-labelledby="education-search" className="search-panel no-print">
        <h2 id="education-search">{t('search.heading')}</h2>
        <EducationSearchForm
          options={capabilities.lookup}
          lastResult={outcome?.state === 'invalid' ? outcome.formResult : null}
          action={action}
          clearHref={href('education', {}, locale, { [clearedFormParameter]: '1' })}
          defaultInsz={lookup?.link.subject}
          defaultReference={lookup?.link.reference || reference}
        />
      </section>
      <LookupMessage
        outcome={outcome}
        source={educationSource}
        correlationId={correlationId}
        noResult={t('search.noResultText')}
        announce
      />
      {outcome?.state === 'found' ? (
        <>
          <EnrolmentHistoryView history={outcome.found.history} />
          <ConsultedAt time={outcome.found.consultedAt} />
        </>
      ) : null}
    </>
  );
}
