// The shipment search's result table: created, subject (linking to the shipment), recipient,
// channel, status and 'Uw referentie'. Sorting and paging are links: the search, its order and its
// page live in the URL, so they work without JavaScript.
import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { ShipmentSummary } from '@contracts/document';
import type { PagedOutcome } from '~/consultation/paged-search.server';
import { localeFromPath } from '~/i18n/locale';
import { documentCodeLists } from '~/lib/code-lists/document';
import { formatDateTime } from '~/lib/format/date-time';
import { href } from '~/routing/href';
import { CodeValue } from '~/ui/code-value';
import { SearchResultsTable, type Column } from '~/ui/data-table/data-table';
import { RecipientNumber } from './shipment-view';

type Page = Extract<PagedOutcome<ShipmentSummary>, { rows: ShipmentSummary[] }>;

export function ShipmentsTable({ found }: { found: Page }) {
  const { t } = useTranslation('document');
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const columns: Column<ShipmentSummary>[] = [
    {
      key: 'created',
      header: t('fields.created'),
      sortField: 'aangemaaktOp',
      cell: (row) => formatDateTime(row.aangemaaktOp),
      className: 'nowrap',
    },
    {
      key: 'subject',
      header: t('fields.subject'),
      sortField: 'onderwerp',
      cell: (row) => (
        <Link to={href('documentShipment', { messageId1: row.id }, locale)}>{row.onderwerp}</Link>
      ),
    },
    {
      key: 'recipient',
      header: t('fields.recipient'),
      sortField: 'ontvanger',
      cell: (row) => (
        <>
          {row.ontvanger.naam}
          <RecipientNumber recipient={row.ontvanger} />
        </>
      ),
    },
    {
      key: 'channel',
      header: t('fields.channel'),
      cell: (row) => (
        <CodeValue
          list={documentCodeLists.shipmentChannel}
          value={{ code: row.kanaal }}
          showCode={false}
        />
      ),
    },
    {
      key: 'status',
      header: t('fields.status'),
      sortField: 'status',
      cell: (row) => (
        <CodeValue
          list={documentCodeLists.shipmentStatus}
          value={{ code: row.status }}
          showCode={false}
        />
      ),
    },
    {
      key: 'reference',
      header: t('fields.reference'),
      cell: (row) => row.uwReferentie ?? '–',
    },
  ];
  return (
    <SearchResultsTable
      id="shipments"
      title={(count) => t('table.title', { count })}
      caption={t('table.caption')}
      columns={columns}
      found={found}
      rowKey={(row) => row.id}
    />
  );
}
