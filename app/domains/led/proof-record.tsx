// A person's learning and experience proofs as the screens show them: the table of a person's
// proofs (each linking to its detail), a proof's details with its validity periods, supplier and
// status, and its metadata (how and by whom it was registered, and every change). Code values in
// the screen's language with their code; the source's own texts (titles, institutions, suppliers)
// are Dutch and marked so.
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { Proof, ProofMetadata, Proofs } from '@contracts/led';
import { ledCodeLists } from '~/lib/code-lists/led';
import { formatDate, formatDateTime } from '~/lib/format/date-time';
import { CodeValue } from '~/ui/code-value';
import { CopyButton } from '~/ui/copy-button';
import { Table, type TableColumn } from '~/ui/data-table/table';
import { PeriodText, SummaryRow } from '~/ui/summary-list';

type Period = Proof['geldigheidsperiodes'][number];

/** A text of the source, in Dutch whatever the screen's language. */
function SourceText({ children }: { children: string }) {
  return <span lang="nl">{children}</span>;
}

/** The validity periods, one per line: 'sinds 30.06.2021', 'van 01.09.2019 tot 30.06.2022'. */
export function ValidityText({ periods }: { periods: readonly Period[] }) {
  return (
    <>
      {periods.map((period, index) => (
        <span key={`${period.begin}-${period.einde ?? ''}`} className="nowrap">
          {index > 0 ? <br /> : null}
          <PeriodText from={period.begin} to={period.einde} />
        </span>
      ))}
    </>
  );
}

/** The proof's status with the day it took it: 'Geregistreerd (1) sinds 30.06.2021'. */
export function ProofStatus({ status }: { status: Proof['status'] }) {
  const { t } = useTranslation('led');
  return (
    <>
      <CodeValue list={ledCodeLists.proofStatus} value={status} />{' '}
      <span className="form-hint">
        {t('fields.statusSince', { date: formatDate(status.datumModificatie) })}
      </span>
    </>
  );
}

function InstitutionText({ proof }: { proof: Proof }) {
  const { t } = useTranslation('led');
  return (
    <>
      <SourceText>{proof.instelling.naam}</SourceText>
      <br />
      <span className="form-hint">
        <CodeValue list={ledCodeLists.awardingBody} value={proof.instantie} />
        {proof.instelling.nummer
          ? ` · ${t('fields.institutionNumberValue', { number: proof.instelling.nummer })}`
          : null}
      </span>
    </>
  );
}

/** The person's proofs, newest issue date first, each title linking to the proof's detail. */
export function ProofsTable({
  proofs,
  headingId,
  linkOf,
}: {
  proofs: Proofs['bewijzen'];
  headingId: string;
  /** The proof's detail, with the source and 'Uw referentie' it was consulted with. */
  linkOf: (proof: Proof) => string;
}) {
  const { t } = useTranslation('led');
  const columns: TableColumn<Proof>[] = [
    {
      key: 'title',
      header: t('fields.title'),
      cell: (proof) => (
        <Link to={linkOf(proof)}>
          <SourceText>{proof.titel}</SourceText>
        </Link>
      ),
    },
    {
      key: 'type',
      header: t('fields.type'),
      cell: (proof) => (
        <>
          <CodeValue list={ledCodeLists.proofType} value={proof.bewijstype} />
          <br />
          <span className="form-hint">
            <CodeValue list={ledCodeLists.proofStage} value={proof.bewijsstaat} />
          </span>
        </>
      ),
    },
    {
      key: 'category',
      header: t('fields.category'),
      cell: (proof) => <CodeValue list={ledCodeLists.proofCategory} value={proof.categorie} />,
    },
    {
      key: 'institution',
      header: t('fields.institution'),
      cell: (proof) => <InstitutionText proof={proof} />,
    },
    {
      key: 'issued',
      header: t('fields.issueDate'),
      cell: (proof) => formatDate(proof.uitreikingsdatum),
      className: 'nowrap',
    },
    {
      key: 'validity',
      header: t('fields.validity'),
      cell: (proof) => <ValidityText periods={proof.geldigheidsperiodes} />,
    },
    {
      key: 'status',
      header: t('fields.status'),
      cell: (proof) => <ProofStatus status={proof.status} />,
    },
  ];
  return (
    <Table
      name={{ headingId }}
      columns={columns}
      rows={proofs}
      rowKey={(proof) => proof.bewijsreferte}
    />
  );
}

/** Every fact of the proof, its validity periods, and its supplier and status. */
export function ProofRecord({ proof }: { proof: Proof }) {
  const { t } = useTranslation('led');
  const none = <span className="form-hint">{t('fields.none')}</span>;
  return (
    <>
      <section aria-labelledby="proof-details">
        <h2 id="proof-details">{t('proof.details')}</h2>
        <dl className="summary-list">
          <SummaryRow label={t('fields.title')}>
            <SourceText>{proof.titel}</SourceText>
          </SummaryRow>
          <SummaryRow label={t('fields.category')}>
            <CodeValue list={ledCodeLists.proofCategory} value={proof.categorie} />
          </SummaryRow>
          <SummaryRow label={t('fields.type')}>
            <CodeValue list={ledCodeLists.proofType} value={proof.bewijstype} />
          </SummaryRow>
          <SummaryRow label={t('fields.stage')}>
            <CodeValue list={ledCodeLists.proofStage} value={proof.bewijsstaat} />
          </SummaryRow>
          <SummaryRow label={t('fields.fieldOfStudy')}>
            {proof.studierichting ? <SourceText>{proof.studierichting}</SourceText> : none}
          </SummaryRow>
          <SummaryRow label={t('fields.institution')}>
            <SourceText>{proof.instelling.naam}</SourceText>
          </SummaryRow>
          <SummaryRow label={t('fields.institutionNumber')}>
            {proof.instelling.nummer ?? none}
          </SummaryRow>
          <SummaryRow label={t('fields.awardingBody')}>
            <CodeValue list={ledCodeLists.awardingBody} value={proof.instantie} />
          </SummaryRow>
          <SummaryRow label={t('fields.level')}>
            <CodeValue list={ledCodeLists.qualificationLevel} value={proof.niveau} />
          </SummaryRow>
          <SummaryRow label={t('fields.authenticity')}>
            <CodeValue list={ledCodeLists.proofAuthenticity} value={proof.authenticiteit} />
          </SummaryRow>
          <SummaryRow label={t('fields.issueDate')}>
            {formatDate(proof.uitreikingsdatum)}
          </SummaryRow>
          <SummaryRow label={t('fields.country')}>{proof.land}</SummaryRow>
          <SummaryRow label={t('fields.language')}>{proof.taal}</SummaryRow>
        </dl>
      </section>
      {/* A section holding a table is not a landmark of its own: the table is, by its heading. */}
      <section>
        <h2 id="proof-validity">{t('proof.validity')}</h2>
        <Table
          name={{ headingId: 'proof-validity' }}
          columns={[
            {
              key: 'number',
              header: t('proof.periodColumn'),
              cell: (_period, index) => t('proof.period', { number: index + 1 }),
            },
            {
              key: 'period',
              header: t('fields.validity'),
              cell: (period) => <PeriodText from={period.begin} to={period.einde} />,
            },
          ]}
          rows={proof.geldigheidsperiodes}
          rowKey={(period, index) => `${index}-${period.begin}`}
        />
      </section>
      <section aria-labelledby="proof-supplier">
        <h2 id="proof-supplier">{t('proof.supplier')}</h2>
        <dl className="summary-list">
          <SummaryRow label={t('fields.status')}>
            <ProofStatus status={proof.status} />
          </SummaryRow>
          <SummaryRow label={t('fields.supplier')}>
            <SourceText>{proof.leverancier.naam}</SourceText>
          </SummaryRow>
          <SummaryRow label={t('fields.supplierReference')}>
            {proof.leverancier.bewijsreferte}
          </SummaryRow>
          <SummaryRow label={t('fields.proofReference')}>
            <span className="nowrap">{proof.bewijsreferte}</span>{' '}
            <CopyButton value={proof.bewijsreferte} label={t('proof.copyReference')} />
          </SummaryRow>
          <SummaryRow label={t('fields.mutationReference')}>
            {proof.bewijsmutatiereferte}
          </SummaryRow>
        </dl>
      </section>
    </>
  );
}

/** How and by whom the proof was registered, and every change since, oldest first. */
export function ProofMetadataView({
  metadata,
  downloadHref,
}: {
  metadata: ProofMetadata;
  /** The metadata as a workbook. */
  downloadHref: string;
}) {
  const { t } = useTranslation('led');
  const { registratie } = metadata;
  const none = <span className="form-hint">{t('fields.none')}</span>;
  return (
    <section aria-labelledby="proof-metadata" className="proof-metadata">
      <h2 id="proof-metadata">{t('metadata.heading')}</h2>
      <p>{t('metadata.intro')}</p>
      <dl className="summary-list">
        <SummaryRow label={t('metadata.channel')}>
          {t(`metadata.channels.${registratie.kanaal}`)}
        </SummaryRow>
        <SummaryRow label={t('metadata.organisation')}>
          {registratie.organisatie ? (
            <>
              {registratie.organisatie.naam}{' '}
              <span className="code-value__code">({registratie.organisatie.code})</span>
            </>
          ) : (
            none
          )}
        </SummaryRow>
        <SummaryRow label={t('metadata.registeredAt')}>
          {formatDateTime(registratie.tijdstip)}
        </SummaryRow>
        {registratie.jobId ? (
          <SummaryRow label={t('metadata.job')}>{registratie.jobId}</SummaryRow>
        ) : null}
      </dl>
      <h3 id="proof-mutations">{t('metadata.mutations')}</h3>
      <Table
        name={{ headingId: 'proof-mutations' }}
        columns={[
          {
            key: 'time',
            header: t('metadata.mutationTime'),
            cell: (mutation) => formatDateTime(mutation.tijdstip),
            className: 'nowrap',
          },
          {
            key: 'status',
            header: t('fields.status'),
            cell: (mutation) => (
              <CodeValue list={ledCodeLists.proofStatus} value={mutation.status} />
            ),
          },
          {
            key: 'reference',
            header: t('fields.mutationReference'),
            cell: (mutation) => mutation.bewijsmutatiereferte,
          },
        ]}
        rows={metadata.mutaties}
        rowKey={(mutation) => mutation.bewijsmutatiereferte}
      />
      <p className="no-print">
        <a href={downloadHref} className="button button--secondary" download>
          {t('metadata.download')}
        </a>
      </p>
    </section>
  );
}
