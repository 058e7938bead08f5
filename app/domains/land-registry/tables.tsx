// The partitions a search found, in the data table: capakey (a link to the partition, carrying
// the way back to these results), partition, municipality, division, section, plot number,
// nature (label and code), surface and address; at most 100, with the 'too many results' message
// and the total beyond. An owner search adds the owner's rights in each state.
import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { PartitionRow, PartitionState } from '@contracts/land-registry';
import { landRegistrySources } from '@contracts/land-registry-codes';
import { localeFromPath } from '~/i18n/locale';
import { landRegistryCodeLists } from '~/lib/code-lists/land-registry';
import { formatWhole } from '~/lib/format/number';
import { resultsFragment } from '~/page-state/url-names';
import { href } from '~/routing/href';
import { CodeValue } from '~/ui/code-value';
import { DataTable, type Column } from '~/ui/data-table/data-table';

const source = landRegistrySources[0];

/** A surface in m², grouped in the screen's language. */
export function useSurface(): (surface: number) => string {
  const { t, i18n } = useTranslation('landregistry');
  return (surface) => t('table.squareMetres', { surface: formatWhole(surface, i18n.language) });
}

/** The rights an owner holds in a state: 'Volle eigendom (VE) 1/2'. */
function OwnerRights({ state, partyIds }: { state: PartitionState; partyIds: Set<string> }) {
  const rights = state.eigendomstoestand?.rechten.filter((right) => partyIds.has(right.partijId));
  return (
    <>
      {(rights ?? []).map((right, index) => (
        <span key={index} className="nowrap">
          {index > 0 ? '; ' : null}
          <CodeValue list={landRegistryCodeLists.landRight} value={right.recht} />{' '}
          {`${right.aandeel.teller}/${right.aandeel.noemer}`}
        </span>
      ))}
    </>
  );
}

export function PartitionTable({
  rows,
  total,
  truncated,
  reference,
  ownerStates,
  title,
  caption,
}: {
  rows: PartitionRow[];
  total: number;
  truncated: boolean;
  reference: string;
  /** An owner search: the states, to show the owner's rights in each, and the owner's party ids. */
  ownerStates?: { states: PartitionState[]; matches: (state: PartitionState) => Set<string> };
  title?: (count: number) => string;
  caption?: string;
}) {
  const { t } = useTranslation('landregistry');
  const { pathname, search } = useLocation();
  const locale = localeFromPath(pathname);
  const surface = useSurface();
  const results = `${pathname}${search}${resultsFragment}`;
  const columns: Column<PartitionRow>[] = [
    {
      key: 'capakey',
      header: t('table.capakey'),
      cell: (row) => (
        <Link
          to={href('landRegistryPartition', { capakeyPartitionId: row.id }, locale, {
            source,
            reference,
            results,
          })}
        >
          {row.capakey}
        </Link>
      ),
    },
    { key: 'partition', header: t('table.partition'), cell: (row) => row.partitie },
    { key: 'municipality', header: t('table.municipality'), cell: (row) => row.gemeente.naam },
    { key: 'division', header: t('table.division'), cell: (row) => row.afdeling.naam },
    { key: 'section', header: t('table.section'), cell: (row) => row.sectie },
    { key: 'plot', header: t('table.plot'), cell: (row) => row.perceelnummer },
    {
      key: 'nature',
      header: t('table.nature'),
      cell: (row) => <CodeValue list={landRegistryCodeLists.cadastralNature} value={row.aard} />,
    },
    { key: 'surface', header: t('table.surface'), cell: (row) => surface(row.oppervlakte) },
    {
      key: 'address',
      header: t('table.address'),
      cell: (row) => row.adres ?? t('table.noAddress'),
    },
  ];
  if (ownerStates) {
    columns.push({
      key: 'rights',
      header: t('table.rights'),
      cell: (row) => {
        const state = ownerStates.states.find((one) => one.perceel.id === row.id);
        return state ? <OwnerRights state={state} partyIds={ownerStates.matches(state)} /> : null;
      },
    });
  }
  return (
    <>
      {truncated ? (
        <p className="alert alert--warning" role="status">
          {t('search.tooMany', { count: total })}
        </p>
      ) : null}
      <DataTable
        id="land-registry-results"
        title={title ?? ((count) => t('table.title', { count }))}
        caption={caption ?? t('table.caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        // The source answers the first 100 partitions at once: one page, never paged or sorted.
        page={{
          total: rows.length,
          truncated: false,
          take: Math.max(rows.length, 1),
          state: { orderBy: '', order: 'Asc', skip: 0 },
        }}
        control={{ kind: 'links', href: () => `${pathname}${search}` }}
        announce
      />
    </>
  );
}
