// A partition's page: its parcel data (identification, nature, cadastral income with its letter
// and digit codes, surface, coordinates, buildings) and its current ownership state (the parties
// with their rights and shares, the registration's article, begin and type), the warning of an
// incomplete owner rights answer, 'no ownership states found' for a partition without a state
// (a public road, the common parts of a divided building), the other partitions of the parcel,
// and the owners' download.
import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type {
  Building,
  OwnershipState,
  PartitionDetail,
  PartitionRow,
} from '@contracts/land-registry';
import { landRegistrySources } from '@contracts/land-registry-codes';
import { localeFromPath } from '~/i18n/locale';
import { landRegistryCodeLists } from '~/lib/code-lists/land-registry';
import { formatDate } from '~/lib/format/date-time';
import { formatEnterpriseNumber } from '~/lib/format/enterprise-number';
import { formatInsz } from '~/lib/validation/insz';
import { href } from '~/routing/href';
import { CodeValue } from '~/ui/code-value';
import { Table } from '~/ui/data-table/table';
import { Alert } from '~/ui/feedback/alert';
import { SummaryRow } from '~/ui/summary-list';
import { useSurface } from './tables';

const source = landRegistrySources[0];

function BuildingData({ building, number }: { building: Building; number: number }) {
  const { t } = useTranslation('landregistry');
  const surface = useSurface();
  const c = building.constructie;
  return (
    <section aria-labelledby={`building-${number}`}>
      <h3 id={`building-${number}`}>{t('partition.building', { number })}</h3>
      <dl className="summary-list">
        <SummaryRow label={t('partition.address')}>{building.adres}</SummaryRow>
        <SummaryRow label={t('partition.constructionIndication')}>
          <CodeValue list={landRegistryCodeLists.constructionIndication} value={c.indicatie} />
        </SummaryRow>
        <SummaryRow label={t('partition.constructionQuality')}>
          <CodeValue list={landRegistryCodeLists.constructionQuality} value={c.kwaliteit} />
        </SummaryRow>
        <SummaryRow label={t('partition.constructionType')}>
          <CodeValue list={landRegistryCodeLists.constructionType} value={c.type} />
        </SummaryRow>
        <SummaryRow label={t('partition.constructionYear')}>{c.jaar}</SummaryRow>
        <SummaryRow label={t('partition.pur')}>
          <span className="code">{building.pur.nummer}</span> (
          <CodeValue list={landRegistryCodeLists.cadastralNature} value={building.pur.aard} />)
        </SummaryRow>
        <SummaryRow label={t('partition.builtSurface')}>
          {surface(building.bebouwdeOppervlakte)}
        </SummaryRow>
        <SummaryRow label={t('partition.floors')}>{building.aantalVerdiepingen}</SummaryRow>
        <SummaryRow label={t('partition.rooms')}>{building.aantalRuimtes}</SummaryRow>
        <SummaryRow label={t('partition.bathrooms')}>{building.aantalBadkamers}</SummaryRow>
        <SummaryRow label={t('partition.garages')}>{building.aantalGarages}</SummaryRow>
        <SummaryRow label={t('partition.centralHeating')}>
          {building.centraleVerwarming ? t('partition.yes') : t('partition.no')}
        </SummaryRow>
      </dl>
    </section>
  );
}

type PartyRight = OwnershipState['rechten'][number] & {
  party: OwnershipState['partijen'][number] | undefined;
};

function OwnershipStateView({ state }: { state: OwnershipState }) {
  const { t } = useTranslation('landregistry');
  const rows: PartyRight[] = state.rechten.map((right) => ({
    ...right,
    party: state.partijen.find((party) => party.partijId === right.partijId),
  }));
  return (
    <>
      {!state.volledig ? (
        <Alert kind="warning">
          <p>{t('partition.incomplete')}</p>
        </Alert>
      ) : null}
      <dl className="summary-list">
        <SummaryRow label={t('partition.article')}>{state.artikel}</SummaryRow>
        {state.voorgaandArtikel ? (
          <SummaryRow label={t('partition.previousArticle')}>{state.voorgaandArtikel}</SummaryRow>
        ) : null}
        <SummaryRow label={t('partition.begin')}>{formatDate(state.begin)}</SummaryRow>
        <SummaryRow label={t('partition.registrationType')}>
          <CodeValue list={landRegistryCodeLists.registrationType} value={state.inschrijvingType} />
        </SummaryRow>
      </dl>
      <Table
        name={{ id: 'owners-caption', caption: t('partition.partiesCaption') }}
        rows={rows}
        rowKey={(_, index) => String(index)}
        columns={[
          {
            key: 'name',
            header: t('partition.partyName'),
            cell: (row) => row.party?.naam ?? '',
          },
          {
            key: 'number',
            header: t('partition.partyNumber'),
            cell: (row) =>
              !row.party
                ? ''
                : row.party.soort === 'persoon'
                  ? formatInsz(row.party.insz)
                  : formatEnterpriseNumber(row.party.ondernemingsnummer),
          },
          {
            key: 'right',
            header: t('partition.right'),
            cell: (row) => <CodeValue list={landRegistryCodeLists.landRight} value={row.recht} />,
          },
          {
            key: 'share',
            header: t('partition.share'),
            cell: (row) => `${row.aandeel.teller}/${row.aandeel.noemer}`,
          },
          {
            key: 'lives',
            header: t('partition.livesOnProperty'),
            cell: (row) => (row.woontOpEigendom ? t('partition.yes') : t('partition.no')),
          },
        ]}
      />
    </>
  );
}

export function PartitionView({
  detail,
  siblings,
  reference,
  results,
  downloadHref,
}: {
  detail: PartitionDetail;
  siblings: PartitionRow[];
  reference: string;
  /** The way back to the results, carried on to the sibling partitions. */
  results: string | null;
  /** The owners' download; null when the role may not or the toggle is off. */
  downloadHref: string | null;
}) {
  const { t } = useTranslation('landregistry');
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const surface = useSurface();
  const { perceel, eigendomstoestand } = detail;
  const income = perceel.kadastraalInkomen;
  return (
    <>
      <section aria-labelledby="parcel-data">
        <h2 id="parcel-data">{t('partition.parcel')}</h2>
        <dl className="summary-list">
          <SummaryRow label={t('partition.capakey')}>
            <span className="code">{perceel.capakey}</span>
          </SummaryRow>
          <SummaryRow label={t('partition.partition')}>{perceel.partitie}</SummaryRow>
          <SummaryRow label={t('partition.municipality')}>
            {perceel.gemeente.naam} ({perceel.gemeente.nisCode})
          </SummaryRow>
          <SummaryRow label={t('partition.division')}>
            {perceel.afdeling.naam} ({perceel.afdeling.code})
          </SummaryRow>
          <SummaryRow label={t('partition.section')}>{perceel.sectie}</SummaryRow>
          <SummaryRow label={t('partition.radical')}>{perceel.grondnummer}</SummaryRow>
          <SummaryRow label={t('partition.bis')}>{perceel.bisnummer}</SummaryRow>
          <SummaryRow label={t('partition.exponent')}>{perceel.exponent}</SummaryRow>
          <SummaryRow label={t('partition.power')}>{perceel.macht}</SummaryRow>
          <SummaryRow label={t('partition.nature')}>
            <CodeValue list={landRegistryCodeLists.cadastralNature} value={perceel.aard} />
          </SummaryRow>
          <SummaryRow label={t('partition.income')}>
            {t('partition.incomeAmount', { amount: income.bedrag })}
          </SummaryRow>
          <SummaryRow label={t('partition.incomeLetter')}>
            <CodeValue list={landRegistryCodeLists.incomeLetter} value={income.lettercode} />
          </SummaryRow>
          <SummaryRow label={t('partition.incomeDigit')}>
            <CodeValue list={landRegistryCodeLists.incomeDigit} value={income.cijfercode} />
          </SummaryRow>
          <SummaryRow label={t('partition.surface')}>{surface(perceel.oppervlakte)}</SummaryRow>
          <SummaryRow label={t('partition.coordinates')}>
            {t('partition.coordinatesValue', perceel.coordinaat)}
          </SummaryRow>
          <SummaryRow label={t('partition.address')}>
            {perceel.adres ?? t('table.noAddress')}
          </SummaryRow>
        </dl>
      </section>
      <section aria-labelledby="buildings">
        <h2 id="buildings">{t('partition.buildings')}</h2>
        {perceel.gebouwen.length === 0 ? <p>{t('partition.noBuildings')}</p> : null}
        {perceel.gebouwen.map((building, index) => (
          <BuildingData key={index} building={building} number={index + 1} />
        ))}
      </section>
      <section aria-labelledby="ownership">
        <h2 id="ownership">{t('partition.ownership')}</h2>
        {eigendomstoestand ? (
          <OwnershipStateView state={eigendomstoestand} />
        ) : (
          <p className="alert alert--info" role="status">
            {t('noStates')}
          </p>
        )}
        {downloadHref && eigendomstoestand ? (
          <p className="no-print">
            <a href={downloadHref} className="button button--secondary" download>
              {t('partition.download')}
            </a>
          </p>
        ) : null}
      </section>
      {siblings.length > 0 ? (
        <section aria-labelledby="siblings">
          <h2 id="siblings">{t('partition.siblings')}</h2>
          <ul>
            {siblings.map((row) => (
              <li key={row.id}>
                <Link
                  to={href('landRegistryPartition', { capakeyPartitionId: row.id }, locale, {
                    source,
                    reference,
                    results: results ?? undefined,
                  })}
                >
                  {row.capakey} – {row.partitie}
                </Link>{' '}
                (<CodeValue list={landRegistryCodeLists.cadastralNature} value={row.aard} />)
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
