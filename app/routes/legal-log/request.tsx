// One request's entries (logging/aanvraag/:requestId): every entry written for one correlation id,
// in the order they were written, each linking to its own screen. A value that cannot be a
// correlation id is not a page (404); an id the log holds no entries of answers the no-result
// panel (404); a failing backend says so with the request's reference (502).
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { isRequestId, lookupRequest, statusOfLookup } from '~/domains/legal-log/entries.server';
import { RequestEntriesTable } from '~/domains/legal-log/tables';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { NoResultPanel } from '~/ui/form/search-form';
import { LookupFailure } from '~/ui/lookup-outcome';

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'legalLogRequest');
  const requestId = args.params.requestId;
  if (!isRequestId(requestId)) throw data(null, { status: 404 });
  const [t, lookup] = await Promise.all([
    i18nServer.getFixedT(args.request, 'logging'),
    lookupRequest(args, requestId),
  ]);
  return data(
    {
      title:
        lookup.state === 'found'
          ? `${t('request.count', { count: lookup.entries.length })} – ${t('request.title')}`
          : t('request.title'),
      requestId,
      lookup,
      correlationId: args.context.correlationId,
    },
    { status: statusOfLookup(lookup) },
  );
}

export const meta = screenMeta;

export default function LegalLogRequestScreen() {
  const { t } = useTranslation('logging');
  const { requestId, lookup, correlationId } = useLoaderData<typeof loader>();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <>
      <h1>{t('request.title')}</h1>
      <p className="lead">
        {t('request.intro')} <code>{requestId}</code>
      </p>
      {lookup.state === 'found' ? (
        <section aria-labelledby="request-entries">
          <h2 id="request-entries">{t('request.count', { count: lookup.entries.length })}</h2>
          {lookup.truncated ? (
            <p className="alert alert--warning" role="status">
              {t('request.truncated', { count: lookup.entries.length })}
            </p>
          ) : null}
          <RequestEntriesTable entries={lookup.entries} />
        </section>
      ) : lookup.state === 'notFound' ? (
        <NoResultPanel text={t('request.noResultText')} />
      ) : (
        <LookupFailure source="LEGALLOG" correlationId={correlationId} />
      )}
      <p className="link-row">
        <Link to={href('legalLog', {}, locale)}>{t('toSearch')}</Link>
      </p>
    </>
  );
}
