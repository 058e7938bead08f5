// One entry of the legal log (logging/detail/:referte): every field of the entry with its subject
// in full, its hash and the previous entry's (linking to it), whether the link between them
// verifies, and the way to every entry of the same request. A value that cannot be an entry's
// reference is not a page (404); a reference the log does not hold answers the no-result panel
// (404); a failing backend says so with the request's reference (502).
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { isEntryReference, lookupEntry, statusOfLookup } from '~/domains/legal-log/entries.server';
import { EntryView } from '~/domains/legal-log/entry-view';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { NoResultPanel } from '~/ui/form/search-form';
import { LookupFailure } from '~/ui/lookup-outcome';

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'legalLogEntry');
  const reference = args.params.referte;
  if (!isEntryReference(reference)) throw data(null, { status: 404 });
  const [t, lookup] = await Promise.all([
    i18nServer.getFixedT(args.request, 'logging'),
    lookupEntry(args, reference),
  ]);
  return data(
    {
      title:
        lookup.state === 'found' ? `${t('entry.title')} ${lookup.entry.referte}` : t('entry.title'),
      lookup,
      correlationId: args.context.correlationId,
    },
    { status: statusOfLookup(lookup) },
  );
}

export const meta = screenMeta;

export default function LegalLogEntryScreen() {
  const { t } = useTranslation('logging');
  const { lookup, correlationId } = useLoaderData<typeof loader>();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <>
      <h1>{t('entry.title')}</h1>
      {lookup.state === 'found' ? (
        <EntryView entry={lookup.entry} />
      ) : lookup.state === 'notFound' ? (
        <NoResultPanel text={t('entry.noResultText')} />
      ) : (
        <LookupFailure source="LEGALLOG" correlationId={correlationId} />
      )}
      <p className="link-row">
        <Link to={href('legalLog', {}, locale)}>{t('toSearch')}</Link>
      </p>
    </>
  );
}
