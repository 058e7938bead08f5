// A covid test prescription attestation (CTPC), block by block: the prescription (its 16-character
// code, the person, the phone number, when it was made and until when a test can be taken with
// it, who prescribed it), the test certificates issued for tests taken with it, and its document.
import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { CtpcBlocks } from '@contracts/health-attestation';
import { healthAttestationSource } from '@contracts/health-attestation-codes';
import { localeFromPath } from '~/i18n/locale';
import { healthAttestationCodeLists } from '~/lib/code-lists/health-attestation';
import { formatDate, formatDateTime } from '~/lib/format/date-time';
import { formatInsz } from '~/lib/validation/insz';
import { href } from '~/routing/href';
import { CodeValue } from '~/ui/code-value';
import { CopyButton } from '~/ui/copy-button';
import { Table } from '~/ui/data-table/table';
import { SummaryRow } from '~/ui/summary-list';
import { DocumentBlock } from './attestation-view';

export function CtpcView({
  blocks,
  action,
  downloadHref,
  reference,
  mayOpenAttestations,
}: {
  blocks: CtpcBlocks;
  action: string;
  downloadHref: string;
  reference: string;
  mayOpenAttestations: boolean;
}) {
  const { t } = useTranslation('healthattestation');
  const locale = localeFromPath(useLocation().pathname);
  const { ctpc, prescriber, tests } = blocks;
  return (
    <>
      <section aria-labelledby="ctpc" className="record-section">
        <h2 id="ctpc">{t('blocks.ctpc')}</h2>
        <dl className="summary-list">
          <SummaryRow label={t('fields.ctpcCode')}>
            <span className="code">{ctpc.code}</span>{' '}
            <CopyButton value={ctpc.code} label={t('fields.ctpcCode')} />
          </SummaryRow>
          <SummaryRow label={t('fields.name')}>{`${ctpc.firstName} ${ctpc.lastName}`}</SummaryRow>
          <SummaryRow label={t('fields.birthDate')}>{formatDate(ctpc.birthdate)}</SummaryRow>
          <SummaryRow label={t('fields.insz')}>
            {ctpc.insz ? formatInsz(ctpc.insz) : '–'}
          </SummaryRow>
          <SummaryRow label={t('fields.telephone')}>{ctpc.phoneNumber}</SummaryRow>
          <SummaryRow label={t('fields.prescriber')}>
            <CodeValue
              list={healthAttestationCodeLists.ctpcPrescriber}
              value={{ code: prescriber }}
              showCode={false}
            />
          </SummaryRow>
          <SummaryRow label={t('fields.createdAt')}>{formatDateTime(ctpc.createdAt)}</SummaryRow>
          <SummaryRow label={t('fields.validUntil')}>{formatDate(ctpc.validUntil)}</SummaryRow>
        </dl>
      </section>
      <section aria-labelledby="ctpc-tests" className="record-section">
        <h2 id="ctpc-tests">{t('ctpc.tests')}</h2>
        {tests.length > 0 ? (
          <Table
            name={{ id: 'ctpc-tests-caption', caption: t('ctpc.testsCaption') }}
            columns={[
              {
                key: 'issued',
                header: t('fields.issued'),
                cell: (row) =>
                  mayOpenAttestations ? (
                    <Link
                      to={href('healthAttestation', { attestId: row.id }, locale, {
                        source: healthAttestationSource,
                        reference,
                      })}
                    >
                      {formatDateTime(row.issued)}
                    </Link>
                  ) : (
                    formatDateTime(row.issued)
                  ),
                className: 'nowrap',
              },
              {
                key: 'state',
                header: t('fields.state'),
                cell: (row) => (
                  <CodeValue
                    list={healthAttestationCodeLists.attestationState}
                    value={{ code: row.state }}
                    showCode={false}
                  />
                ),
              },
              {
                key: 'validUntil',
                header: t('fields.validUntil'),
                cell: (row) => (row.validUntil ? formatDate(row.validUntil) : '–'),
              },
            ]}
            rows={tests}
            rowKey={(row) => row.id}
          />
        ) : (
          <p>{t('ctpc.noTests')}</p>
        )}
      </section>
      <DocumentBlock document={blocks.document} downloadHref={downloadHref} action={action} />
    </>
  );
}
