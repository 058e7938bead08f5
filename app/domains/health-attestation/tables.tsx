// The start screen's result tables: attestations with the source's columns (issued, number, name,
// zip code, type, state, validity, CTPC, phone, sent, suspended until, covid safe ticket until),
// and CTPC attestations. Sorting and paging are links: the search, its order and its page live in
// the URL, so they work without JavaScript and keep every filter.
import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { AttestationRow, CtpcRow } from '@contracts/health-attestation';
import { healthAttestationSource } from '@contracts/health-attestation-codes';
import type { PagedOutcome } from '~/consultation/paged-search.server';
import { localeFromPath } from '~/i18n/locale';
import { healthAttestationCodeLists } from '~/lib/code-lists/health-attestation';
import { formatDate, formatDateTime } from '~/lib/format/date-time';
import { formatInsz } from '~/lib/validation/insz';
import { resultsFragment } from '~/page-state/url-names';
import { href } from '~/routing/href';
import { CodeValue } from '~/ui/code-value';
import { SearchResultsTable, type Column } from '~/ui/data-table/data-table';

type Page<Row> = Extract<PagedOutcome<Row>, { rows: Row[] }>;

/** A birth date as the source keeps it: a full date, or the year alone. */
export function formatBirthDate(value: string): string {
  return value.length === 4 ? value : formatDate(value);
}

export function AttestationTable({
  found,
  reference,
}: {
  found: Page<AttestationRow>;
  reference: string;
}) {
  const { t } = useTranslation('healthattestation');
  const { pathname, search } = useLocation();
  const locale = localeFromPath(pathname);
  // The attestation offers the way back to exactly these results (their page and order).
  const link = {
    source: healthAttestationSource,
    reference,
    results: `${pathname}${search}${resultsFragment}`,
  };
  const dash = '–';
  const columns: Column<AttestationRow>[] = [
    {
      key: 'issued',
      header: t('fields.issued'),
      sortField: 'ISSUED',
      cell: (row) => (
        <Link to={href('healthAttestation', { attestId: row.id }, locale, link)}>
          {formatDateTime(row.issued)}
        </Link>
      ),
      className: 'nowrap',
    },
    {
      key: 'insz',
      header: t('fields.insz'),
      cell: (row) => formatInsz(row.insz),
      className: 'nowrap',
    },
    {
      key: 'name',
      header: t('fields.name'),
      sortField: 'LAST_NAME',
      cell: (row) => `${row.firstName} ${row.lastName}`,
    },
    { key: 'zipCode', header: t('fields.zipCode'), cell: (row) => row.zipCode ?? dash },
    {
      key: 'type',
      header: t('fields.type'),
      sortField: 'TYPE',
      cell: (row) => (
        <CodeValue list={healthAttestationCodeLists.attestationType} value={{ code: row.type }} />
      ),
    },
    {
      key: 'state',
      header: t('fields.state'),
      sortField: 'STATE',
      cell: (row) => (
        <CodeValue
          list={healthAttestationCodeLists.attestationState}
          value={{ code: row.state }}
          showCode={false}
        />
      ),
    },
    {
      key: 'validFrom',
      header: t('fields.validFrom'),
      sortField: 'VALID_FROM',
      cell: (row) => formatDate(row.validFrom),
      className: 'nowrap',
    },
    {
      key: 'validUntil',
      header: t('fields.validUntil'),
      sortField: 'VALID_UNTIL',
      cell: (row) => (row.validUntil ? formatDate(row.validUntil) : dash),
      className: 'nowrap',
    },
    { key: 'ctpc', header: t('fields.ctpc'), cell: (row) => row.ctpc ?? dash, className: 'nowrap' },
    {
      key: 'telephone',
      header: t('fields.telephone'),
      // Written out by the loader (format.server.ts), as every phone number on these screens.
      cell: (row) => row.telephone || dash,
      className: 'nowrap',
    },
    {
      key: 'sentOn',
      header: t('fields.sentOn'),
      sortField: 'SENT_ON',
      cell: (row) => (row.sentOn ? formatDateTime(row.sentOn) : dash),
      className: 'nowrap',
    },
    {
      key: 'suspendedUntil',
      header: t('fields.suspendedUntil'),
      cell: (row) => (row.suspendedUntil ? formatDate(row.suspendedUntil) : dash),
      className: 'nowrap',
    },
    {
      key: 'cstValidUntil',
      header: t('fields.cstValidUntil'),
      cell: (row) => (row.cstValidUntil ? formatDate(row.cstValidUntil) : dash),
      className: 'nowrap',
    },
  ];
  return (
    <SearchResultsTable
      id="attestations"
      title={(count) => t('table.title', { count })}
      caption={t('table.caption')}
      columns={columns}
      found={found}
      rowKey={(row) => row.id}
    />
  );
}

export function CtpcTable({ found, reference }: { found: Page<CtpcRow>; reference: string }) {
  const { t } = useTranslation('healthattestation');
  const { pathname, search } = useLocation();
  const locale = localeFromPath(pathname);
  const link = {
    source: healthAttestationSource,
    reference,
    results: `${pathname}${search}${resultsFragment}`,
  };
  const columns: Column<CtpcRow>[] = [
    {
      key: 'code',
      header: t('fields.ctpcCode'),
      cell: (row) => (
        <Link to={href('ctpcAttestation', { ctpcId: row.id }, locale, link)}>
          <span className="code">{row.code}</span>
        </Link>
      ),
      className: 'nowrap',
    },
    { key: 'name', header: t('fields.name'), cell: (row) => `${row.firstName} ${row.lastName}` },
    {
      key: 'birthDate',
      header: t('fields.birthDate'),
      cell: (row) => formatDate(row.birthdate),
      className: 'nowrap',
    },
    {
      key: 'phone',
      header: t('fields.telephone'),
      cell: (row) => row.phoneNumber,
      className: 'nowrap',
    },
    {
      key: 'created',
      header: t('fields.createdAt'),
      sortField: 'CREATED',
      cell: (row) => formatDateTime(row.createdAt),
      className: 'nowrap',
    },
    {
      key: 'validUntil',
      header: t('fields.validUntil'),
      cell: (row) => formatDate(row.validUntil),
      className: 'nowrap',
    },
  ];
  return (
    <SearchResultsTable
      id="ctpc"
      title={(count) => t('ctpcTable.title', { count })}
      caption={t('ctpcTable.caption')}
      columns={columns}
      found={found}
      rowKey={(row) => row.id}
    />
  );
}
