// The legal log's tables: a search's page of entries (sorting and paging are links, so they work
// without JavaScript) with the chain's status over the entries shown, and one request's entries in
// the order they were written. A subject is masked to its last characters in both; each entry
// links to its own screen, which shows it in full.
import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { LegalLogEntry, LegalLogVerification } from '@contracts/legal-log';
import { localeFromPath, type Locale } from '~/i18n/locale';
import { formatDateTime } from '~/lib/format/date-time';
import { href } from '~/routing/href';
import { SearchResultsTable, type Column } from '~/ui/data-table/data-table';
import { Table } from '~/ui/data-table/table';
import { maskCharacter } from './mask';
import type { LegalLogOutcome } from './search.server';

type Page = Extract<LegalLogOutcome, { rows: LegalLogEntry[] }>;

/** The entry's screen. */
export function entryHref(reference: string, locale: Locale): string {
  return href('legalLogEntry', { referte: reference }, locale);
}

/**
 * A subject masked (by the server: the page never holds it in full), linking to its entry: the
 * marks are hidden from screen readers, which hear the kind and the last characters instead
 * ('Insz eindigend op 3328').
 */
function MaskedSubject({ entry, locale }: { entry: LegalLogEntry; locale: Locale }) {
  const { t } = useTranslation('logging');
  const { waarde, type } = entry.onderwerp;
  const shown = waarde.split(maskCharacter).join('');
  const kind = t(`subjectKinds.${type}`);
  return (
    <Link to={entryHref(entry.referte, locale)} className="nowrap">
      <span aria-hidden="true">{waarde}</span>
      <span className="visually-hidden">
        {shown.length > 0
          ? t('table.subjectEndingIn', { kind, end: shown })
          : t('table.subjectHidden', { kind })}
      </span>
    </Link>
  );
}

/** The role's key in its URI ('urn:backoffice:rol:SocialeDienst:OVO100002' → 'SocialeDienst'). */
export function roleKeyOf(profile: string): string {
  const parts = profile.split(':');
  return parts.length >= 5 && parts[2] === 'rol' ? (parts[3] ?? profile) : profile;
}

function entryColumns(
  t: ReturnType<typeof useTranslation<'logging'>>['t'],
  locale: Locale,
  sortable: boolean,
): Column<LegalLogEntry>[] {
  const sort = (field: string) => (sortable ? field : undefined);
  return [
    {
      key: 'time',
      header: t('fields.time'),
      sortField: sort('tijdstip'),
      cell: (row) => formatDateTime(row.tijdstip),
      className: 'nowrap',
    },
    {
      key: 'user',
      header: t('fields.user'),
      sortField: sort('gebruiker'),
      cell: (row) => row.gebruiker.naam,
    },
    {
      key: 'organisation',
      header: t('fields.organisation'),
      sortField: sort('organisatie'),
      cell: (row) => row.organisatie.naam,
    },
    { key: 'profile', header: t('fields.profile'), cell: (row) => roleKeyOf(row.profiel) },
    {
      key: 'operation',
      header: t('fields.operation'),
      sortField: sort('operatie'),
      cell: (row) => row.operatie,
    },
    {
      key: 'register',
      header: t('fields.register'),
      sortField: sort('register'),
      cell: (row) => row.register,
    },
    {
      key: 'subject',
      header: t('fields.subject'),
      cell: (row) => (
        <>
          <span className="form-hint">{t(`subjectKinds.${row.onderwerp.type}`)}</span>{' '}
          <MaskedSubject entry={row} locale={locale} />
        </>
      ),
    },
    {
      key: 'reference',
      header: t('fields.reference'),
      cell: (row) => <code>{row.referte}</code>,
    },
  ];
}

/**
 * The chain over the entries shown, as a badge whose words say it (not only its colour): intact,
 * or broken at an entry, which it links to.
 */
export function ChainBadge({ chain }: { chain: LegalLogVerification }) {
  const { t } = useTranslation('logging');
  const locale = localeFromPath(useLocation().pathname);
  const broken = chain.gebrokenBij;
  return (
    <p className="chain-status">
      {broken ? (
        <>
          <span className="status-badge status-badge--nok">
            {t('chain.brokenAt', { time: formatDateTime(broken.tijdstip) })}
          </span>{' '}
          <Link to={entryHref(broken.referte, locale)}>
            {t('chain.openBroken', { position: broken.positie })}
          </Link>
        </>
      ) : (
        <span className="status-badge status-badge--ok">
          {t('chain.intact', { count: chain.gecontroleerd })}
        </span>
      )}
    </p>
  );
}

export function EntriesTable({ found }: { found: Page }) {
  const { t } = useTranslation('logging');
  const locale = localeFromPath(useLocation().pathname);
  return (
    <SearchResultsTable
      id="entries"
      title={(count) => t('table.title', { count })}
      caption={t('table.caption')}
      columns={entryColumns(t, locale, true)}
      found={found}
      rowKey={(row) => row.referte}
      about={found.extra ? <ChainBadge chain={found.extra} /> : null}
    />
  );
}

/** One request's entries in the order they were written; the table has no paging of its own. */
export function RequestEntriesTable({ entries }: { entries: LegalLogEntry[] }) {
  const { t } = useTranslation('logging');
  const locale = localeFromPath(useLocation().pathname);
  const columns = [
    {
      key: 'position',
      header: t('fields.position'),
      cell: (_row: LegalLogEntry, index: number) => index + 1,
    },
    ...entryColumns(t, locale, false),
  ];
  return (
    <Table
      name={{ id: 'request-entries-caption', caption: t('request.caption') }}
      columns={columns}
      rows={entries}
      rowKey={(row) => row.referte}
    />
  );
}
