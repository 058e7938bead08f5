// One sale in full: the sale (date, price, type, office of legal security, fiche 60) and the
// partition it concerns (capakey, partition, place, nature, surface, building). The partition's
// own screen is offered only to a role that may open it.
import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { Sale } from '@contracts/land-registry-sales';
import { localeFromPath } from '~/i18n/locale';
import { landRegistryCodeLists } from '~/lib/code-lists/land-registry';
import { formatDate } from '~/lib/format/date-time';
import { formatEuros, formatWhole } from '~/lib/format/number';
import { href } from '~/routing/href';
import { CodeValue } from '~/ui/code-value';
import { SummaryRow } from '~/ui/summary-list';

/** A fiche 60 as it is written on the deed: 2021-12-345678-A-1. */
function formatFiche60(fiche: NonNullable<Sale['fiche60']>): string {
  return [
    fiche.jaar,
    fiche.kantoorNummer,
    fiche.volgNummer,
    fiche.typeFiche,
    fiche.goedNummer,
  ].join('-');
}

export function SaleView({ sale, mayOpenPartition }: { sale: Sale; mayOpenPartition: boolean }) {
  const { t, i18n } = useTranslation('landregistrysales');
  const locale = localeFromPath(useLocation().pathname);
  const { perceel, gebouw } = sale;
  return (
    <>
      <section aria-labelledby="sale-heading">
        <h2 id="sale-heading">{t('sale.saleHeading')}</h2>
        <dl className="summary-list">
          <SummaryRow label={t('fields.date')}>{formatDate(sale.datum)}</SummaryRow>
          <SummaryRow label={t('fields.price')}>
            {formatEuros(sale.prijs, i18n.language)}
          </SummaryRow>
          <SummaryRow label={t('fields.type')}>
            <CodeValue list={landRegistryCodeLists.salesType} value={sale.verkoopType} />
          </SummaryRow>
          <SummaryRow label={t('fields.office')}>
            {sale.kantoor.omschrijving} ({sale.kantoor.code})
          </SummaryRow>
          <SummaryRow label={t('fields.fiche60')}>
            {sale.fiche60 ? (
              <span className="code">{formatFiche60(sale.fiche60)}</span>
            ) : (
              t('sale.noFiche')
            )}
          </SummaryRow>
        </dl>
      </section>
      <section aria-labelledby="partition-heading">
        <h2 id="partition-heading">{t('sale.partitionHeading')}</h2>
        <dl className="summary-list">
          <SummaryRow label={t('fields.capakey')}>
            <span className="code">{perceel.capakey}</span>
          </SummaryRow>
          <SummaryRow label={t('fields.partitionCode')}>
            <span className="code">{perceel.partitie}</span>
          </SummaryRow>
          <SummaryRow label={t('fields.municipality')}>
            {perceel.gemeente.naam} ({perceel.gemeente.nisCode})
          </SummaryRow>
          <SummaryRow label={t('fields.division')}>
            {perceel.afdeling.naam} ({perceel.afdeling.code})
          </SummaryRow>
          <SummaryRow label={t('fields.section')}>{perceel.sectie}</SummaryRow>
          <SummaryRow label={t('fields.plot')}>{perceel.perceelnummer}</SummaryRow>
          <SummaryRow label={t('fields.nature')}>
            <CodeValue list={landRegistryCodeLists.cadastralNature} value={perceel.aard} />
          </SummaryRow>
          <SummaryRow label={t('fields.surface')}>
            {t('sale.squareMetres', { value: formatWhole(perceel.oppervlakte, i18n.language) })}
          </SummaryRow>
          <SummaryRow label={t('fields.building')}>
            {gebouw ? (
              <>
                <CodeValue
                  list={landRegistryCodeLists.constructionIndication}
                  value={gebouw.indicatie}
                />
                , <CodeValue list={landRegistryCodeLists.constructionType} value={gebouw.type} />,{' '}
                {gebouw.bouwjaar}
              </>
            ) : (
              t('sale.land')
            )}
          </SummaryRow>
        </dl>
        {mayOpenPartition ? (
          <p className="link-row">
            <Link
              to={href('landRegistryPartition', { capakeyPartitionId: perceel.id }, locale, {
                source: 'AAPD',
                reference: '',
              })}
            >
              {t('sale.openPartition')}
            </Link>
          </p>
        ) : null}
      </section>
    </>
  );
}
