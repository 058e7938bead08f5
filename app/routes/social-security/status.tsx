// Social security (socialezekerheid): a person's social statutes on a date or over a period, and
// their living wage while its toggle is on. One screen: the search is a GET form, so the question
// is in the URL and its answer shows below the form; the access log names the request by its path
// and the names of its query, never the number.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { socialSecuritySource } from '@contracts/social-security-codes';
import { requirePermission } from '~/auth/require-permission.server';
import { SocialSecurityAnswerView } from '~/domains/social-security/answer';
import { lookupSocialSecurity } from '~/domains/social-security/lookups.server';
import { socialSecurityFields as fields } from '~/domains/social-security/search-fields';
import { SocialSecuritySearchForm } from '~/domains/social-security/search-form';
import { localeFromPath } from '~/i18n/locale';
import { clearedFormParameter } from '~/page-state/url-names';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { SearchAnsweredBelow } from '~/ui/lookup-outcome';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'socialSecurity');
  const found = await lookupSocialSecurity(args, activeRole);
  return data({ ...found, correlationId: args.context.correlationId }, { status: found.status });
}

export const meta = screenMeta;

export default function SocialSecurityScreen() {
  const { t } = useTranslation('socialsecurity');
  const { capabilities, configuration, lookup, reference, correlationId } =
    useLoaderData<typeof loader>();
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const query = new URLSearchParams(location.search);

  return (
    <SearchAnsweredBelow
      title={t('title')}
      intro={t('intro')}
      outcome={lookup?.outcome}
      panel={{ id: 'social-security-search-heading', heading: t('search.heading') }}
      source={socialSecuritySource}
      correlationId={correlationId}
      noResult={t('search.noResultText')}
      form={(lastResult) => (
        <SocialSecuritySearchForm
          capabilities={capabilities}
          configuration={configuration}
          lastResult={lastResult}
          action={href('socialSecurity', {}, locale)}
          clearHref={href('socialSecurity', {}, locale, { [clearedFormParameter]: '1' })}
          values={{
            insz: lookup?.link.subject,
            statutes: query.getAll(fields.statutes),
            dateChoice: query.get(fields.dateChoice) ?? undefined,
            date: query.get(fields.date) ?? undefined,
            from: query.get(fields.from) ?? undefined,
            until: query.get(fields.until) ?? undefined,
            livingWage: query.has(fields.livingWage),
            reference: lookup?.link.reference || reference,
          }}
        />
      )}
    >
      {(found) => <SocialSecurityAnswerView answer={found} insz={lookup?.link.subject ?? ''} />}
    </SearchAnsweredBelow>
  );
}
