// One entry of the legal log in full: who consulted what, when, in which role and for which
// purpose, the subject unmasked; then its place in the chain: its hash, the previous entry's hash
// (linking to that entry), and whether the link between the two verifies, said in words and not
// only in colour.
import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { getLegalLogEntry } from '@contracts/legal-log';
import type { CallResult } from '~/backend/client.server';
import { localeFromPath } from '~/i18n/locale';
import { formatDateTime } from '~/lib/format/date-time';
import { href } from '~/routing/href';
import { SummaryRow } from '~/ui/summary-list';
import { entryHref, roleKeyOf } from './tables';

export type LegalLogEntryDetail = CallResult<typeof getLegalLogEntry>;

export function EntryView({ entry }: { entry: LegalLogEntryDetail }) {
  const { t } = useTranslation('logging');
  const locale = localeFromPath(useLocation().pathname);
  return (
    <>
      <section aria-labelledby="entry-consultation">
        <h2 id="entry-consultation">{t('entry.consultation')}</h2>
        <dl className="summary-list">
          <SummaryRow label={t('fields.reference')}>
            <code>{entry.referte}</code>
          </SummaryRow>
          <SummaryRow label={t('fields.time')}>{formatDateTime(entry.tijdstip)}</SummaryRow>
          <SummaryRow label={t('fields.user')}>
            {entry.gebruiker.naam} <span className="form-hint">({entry.gebruiker.id})</span>
          </SummaryRow>
          <SummaryRow label={t('fields.organisation')}>
            {entry.organisatie.naam} <span className="form-hint">({entry.organisatie.code})</span>
          </SummaryRow>
          <SummaryRow label={t('fields.profile')}>
            {roleKeyOf(entry.profiel)} <span className="form-hint">({entry.profiel})</span>
          </SummaryRow>
          <SummaryRow label={t('fields.permission')}>
            <code>{entry.permissie}</code>
          </SummaryRow>
          <SummaryRow label={t('fields.operation')}>{entry.operatie}</SummaryRow>
          <SummaryRow label={t('fields.register')}>{entry.register}</SummaryRow>
          <SummaryRow label={t('fields.subject')}>
            {t(`subjectKinds.${entry.onderwerp.type}`)}: <code>{entry.onderwerp.waarde}</code>
          </SummaryRow>
          <SummaryRow label={t('fields.purpose')}>
            {entry.referentie ?? t('entry.noPurpose')}
          </SummaryRow>
          <SummaryRow label={t('fields.result')}>{entry.resultaat}</SummaryRow>
          <SummaryRow label={t('fields.registeredBy')}>
            {t(`registrars.${entry.geregistreerdDoor}`)}
          </SummaryRow>
          <SummaryRow label={t('fields.correlationId')}>
            <code>{entry.correlatieId}</code>
          </SummaryRow>
        </dl>
        <p className="link-row">
          <Link to={href('legalLogRequest', { requestId: entry.correlatieId }, locale)}>
            {t('entry.toRequest')}
          </Link>
        </p>
      </section>
      <section aria-labelledby="entry-chain">
        <h2 id="entry-chain">{t('entry.chain')}</h2>
        <p>
          {entry.schakel.intact ? (
            <span className="status-badge status-badge--ok">{t('entry.linkIntact')}</span>
          ) : (
            <span className="status-badge status-badge--nok">{t('entry.linkBroken')}</span>
          )}
        </p>
        <dl className="summary-list">
          <SummaryRow label={t('entry.hash')}>
            <code>{entry.hash}</code>
          </SummaryRow>
          <SummaryRow label={t('entry.previousHash')}>
            <code>{entry.vorigeHash}</code>
          </SummaryRow>
          <SummaryRow label={t('entry.previous')}>
            {entry.vorige ? (
              <Link to={entryHref(entry.vorige, locale)}>
                {t('entry.openPrevious', { reference: entry.vorige })}
              </Link>
            ) : (
              t('entry.first')
            )}
          </SummaryRow>
          <SummaryRow label={t('entry.keyVersion')}>{entry.sleutelVersie}</SummaryRow>
        </dl>
      </section>
    </>
  );
}
