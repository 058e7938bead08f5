// Education (onderwijs): a person's enrolment history by national number. One screen: the search
// is a GET form, so the number asked is in the URL (?insz=…) and its answer shows below the form;
// the access log names the request by its path and the names of its query, never the number.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { educationSource } from '@contracts/education-codes';
import { requirePermission } from '~/auth/require-permission.server';
import { ConsultedAt, EnrolmentHistoryView } from '~/domains/education/history';
import { lookupEnrolments } from '~/domains/education/lookups.server';
import { EducationSearchForm } from '~/domains/education/search-form';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { clearedFormParameter } from '~/page-state/url-names';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { SearchAnsweredBelow } from '~/ui/lookup-outcome';

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

  return (
    <SearchAnsweredBelow
      title={t('title')}
      intro={t('intro')}
      outcome={lookup?.outcome}
      panel={{ id: 'education-search', heading: t('search.heading') }}
      source={educationSource}
      correlationId={correlationId}
      noResult={t('search.noResultText')}
      form={(lastResult) => (
        <EducationSearchForm
          options={capabilities.lookup}
          lastResult={lastResult}
          action={href('education', {}, locale)}
          clearHref={href('education', {}, locale, { [clearedFormParameter]: '1' })}
          defaultInsz={lookup?.link.subject}
          defaultReference={lookup?.link.reference || reference}
        />
      )}
    >
      {({ history, consultedAt }) => (
        <>
          <EnrolmentHistoryView history={history} />
          <ConsultedAt time={consultedAt} />
        </>
      )}
    </SearchAnsweredBelow>
  );
}
