// The sales search's result table: date, price, sale type, capakey and partition, municipality,
// nature, surface and construction year, each row linking to its sale. Sorting and paging are
// links: the search, its order and its page live in the URL, so they work without JavaScript.
import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { Sale } from '@contracts/land-registry-sales';
import type { PagedOutcome } from '~/consultation/paged-search.server';
import { localeFromPath } from '~/i18n/locale';
import { landRegistryCodeLists } from '~/lib/code-lists/land-registry';
import { formatDate } from '~/lib/format/date-time';
import { formatEuros, formatWhole } from '~/lib/format/number';
import { href } from '~/routing/href';
import { CodeValue } from '~/ui/code-value';
import { SearchResultsTable, type Column } from '~/ui/data-table/data-table';

type Page = Extract<PagedOutcome<Sale>, { rows: Sale[] }>;

export function SalesTable({ found }: { found: Page }) {
  const { t, i18n } = useTranslation('landregistrysales');
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const dash = '–';
  const columns: Column<Sale>[] = [
    {
      key: 'date',
      header: t('fields.date'),
      sortField: 'datum',
      cell: (row) => (
        <Link to={href('landRegistrySale', { saleId: row.id }, locale)}>
          {formatDate(row.datum)}
        </Link>
      ),
      className: 'nowrap',
    },
    {
      key: 'price',
      header: t('fields.price'),
      sortField: 'prijs',
      cell: (row) => formatEuros(row.prijs, i18n.language),
      className: 'nowrap',
    },
    {
      key: 'type',
      header: t('fields.type'),
      cell: (row) => <CodeValue list={landRegistryCodeLists.salesType} value={row.verkoopType} />,
    },
    {
      key: 'partition',
      header: t('fields.partition'),
      cell: (row) => (
        <span className="code">
          {row.perceel.capakey} – {row.perceel.partitie}
        </span>
      ),
      className: 'nowrap',
    },
    {
      key: 'municipality',
      header: t('fields.municipality'),
      sortField: 'gemeente',
      cell: (row) => row.perceel.gemeente.naam,
    },
    {
      key: 'nature',
      header: t('fields.nature'),
      cell: (row) => (
        <CodeValue list={landRegistryCodeLists.cadastralNature} value={row.perceel.aard} />
      ),
    },
    {
      key: 'surface',
      header: t('fields.surface'),
      sortField: 'oppervlakte',
      cell: (row) =>
        t('sale.squareMetres', { value: formatWhole(row.perceel.oppervlakte, i18n.language) }),
      className: 'nowrap',
    },
    {
      key: 'constructionYear',
      header: t('fields.constructionYear'),
      sortField: 'bouwjaar',
      cell: (row) => (row.gebouw ? String(row.gebouw.bouwjaar) : dash),
    },
  ];
  return (
    <SearchResultsTable
      id="sales"
      title={(count) => t('table.title', { count })}
      caption={t('table.caption')}
      columns={columns}
      found={found}
      rowKey={(row) => row.id}
    />
  );
}
