// An attestation's screen, block by block: the attestation itself, the person, what it attests
// (a vaccination, a test or a recovery), its technical identity for a role that may read it, its
// document, its sendings and its history; and what a user can do with it: make its PDF and
// download it, send it (or the person's latest attestation) by letter, and recreate the person's
// attestations. Every action is a plain post form, so it works without JavaScript.
import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttestationBlocks, AttestationDocument } from '@contracts/health-attestation';
import { RESEND_AFTER_DAYS, vaccineProducts } from '@contracts/health-attestation-codes';
import { healthAttestationCodeLists } from '~/lib/code-lists/health-attestation';
import { formatDate, formatDateTime } from '~/lib/format/date-time';
import { formatInsz } from '~/lib/validation/insz';
import { CodeValue } from '~/ui/code-value';
import { CopyButton } from '~/ui/copy-button';
import { Table } from '~/ui/data-table/table';
import { useSingleSubmit } from '~/ui/form/form-pending';
import { SubmitButton } from '~/ui/form/submit-button';
import { SummaryRow } from '~/ui/summary-list';
import { intentField, revokeChoices, revokeField, type AttestationIntent } from './actions';
import { formatBirthDate } from './tables';

const dash = '–';

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="record-section">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A form of one button that posts an intent to the screen's own address. */
export function IntentButton({
  action,
  intent,
  label,
  busyLabel,
  hidden = {},
  secondary = false,
}: {
  action: string;
  intent: AttestationIntent;
  label: string;
  busyLabel: string;
  hidden?: Readonly<Record<string, string>>;
  secondary?: boolean;
}) {
  const submit = useSingleSubmit(action, { [intentField]: intent });
  return (
    <Form method="post" action={action} onSubmit={submit.guard()} className="inline-form">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton
        name={intentField}
        value={intent}
        pending={submit.pending}
        busyLabel={busyLabel}
        className={secondary ? 'button button--secondary' : 'button'}
      >
        {label}
      </SubmitButton>
    </Form>
  );
}

/** The document block: when it was made, its verification code, its download, and making it. */
export function DocumentBlock({
  document,
  downloadHref,
  action,
}: {
  document: AttestationDocument | null;
  downloadHref: string;
  action: string;
}) {
  const { t } = useTranslation('healthattestation');
  return (
    <Block id="document" title={t('document.heading')}>
      {document ? (
        <>
          <dl className="summary-list">
            <SummaryRow label={t('document.generatedAt')}>
              {formatDateTime(document.generatedAt)}
            </SummaryRow>
            <SummaryRow label={t('document.verificationCode')}>
              <span className="code">{document.verificationCode}</span>
            </SummaryRow>
          </dl>
          <p>
            <a
              href={downloadHref}
              download={document.fileName}
              className="button button--secondary"
            >
              {t('document.download', { size: Math.max(1, Math.round(document.size / 1024)) })}
            </a>
          </p>
        </>
      ) : (
        <p>{t('document.none')}</p>
      )}
      <div className="no-print">
        <IntentButton
          action={action}
          intent="genereer"
          label={document ? t('document.remake') : t('document.make')}
          busyLabel={t('document.making')}
          secondary={document !== null}
        />
      </div>
    </Block>
  );
}

export function AttestationView({
  blocks,
  action,
  downloadHref,
  recreateHref,
}: {
  blocks: AttestationBlocks;
  /** The screen's own address, where its forms post. */
  action: string;
  downloadHref: string;
  /** The recreate confirmation; null when the role may not recreate. */
  recreateHref: string | null;
}) {
  const { t } = useTranslation('healthattestation');
  const { attestation, person, vaccination, test, recovery, technical, sendings, history } = blocks;
  return (
    <>
      <Block id="attestation" title={t('blocks.attestation')}>
        <dl className="summary-list">
          <SummaryRow label={t('fields.type')}>
            <CodeValue
              list={healthAttestationCodeLists.attestationType}
              value={{ code: attestation.type }}
            />
          </SummaryRow>
          <SummaryRow label={t('fields.state')}>
            <CodeValue
              list={healthAttestationCodeLists.attestationState}
              value={{ code: attestation.state }}
              showCode={false}
            />
            {attestation.suspendedUntil
              ? ` ${t('fields.suspendedUntilText', { date: formatDate(attestation.suspendedUntil) })}`
              : null}
          </SummaryRow>
          <SummaryRow label={t('fields.issued')}>{formatDateTime(attestation.issued)}</SummaryRow>
          <SummaryRow label={t('fields.changed')}>{formatDateTime(attestation.changed)}</SummaryRow>
          <SummaryRow label={t('fields.validFrom')}>{formatDate(attestation.validFrom)}</SummaryRow>
          <SummaryRow label={t('fields.validUntil')}>
            {attestation.validUntil ? formatDate(attestation.validUntil) : t('fields.noEnd')}
          </SummaryRow>
          <SummaryRow label={t('fields.cstValidUntil')}>
            {attestation.cstValidUntil ? formatDate(attestation.cstValidUntil) : dash}
          </SummaryRow>
          <SummaryRow label={t('fields.sentOn')}>
            {attestation.sentOn ? formatDateTime(attestation.sentOn) : t('fields.neverSent')}
          </SummaryRow>
          {attestation.ctpc ? (
            <SummaryRow label={t('fields.ctpc')}>
              <span className="code">{attestation.ctpc}</span>
            </SummaryRow>
          ) : null}
        </dl>
      </Block>
      <Block id="person" title={t('blocks.person')}>
        <dl className="summary-list">
          <SummaryRow
            label={t('fields.name')}
          >{`${person.firstName} ${person.lastName}`}</SummaryRow>
          <SummaryRow label={t('fields.insz')}>
            {formatInsz(person.insz)} <CopyButton value={person.insz} label={t('fields.insz')} />
          </SummaryRow>
          <SummaryRow label={t('fields.birthDate')}>{formatBirthDate(person.birthdate)}</SummaryRow>
          <SummaryRow label={t('fields.zipCode')}>{attestation.zipCode ?? dash}</SummaryRow>
          <SummaryRow label={t('fields.telephone')}>{attestation.telephone || dash}</SummaryRow>
          <SummaryRow label={t('fields.oneDoseRequired')}>
            {person.oneDoseRequired ? t('yes') : t('no')}
          </SummaryRow>
        </dl>
      </Block>
      {vaccination ? (
        <Block id="vaccination" title={t('blocks.vaccination')}>
          <dl className="summary-list">
            <SummaryRow label={t('fields.product')}>
              <CodeValue
                list={healthAttestationCodeLists.vaccineProduct}
                value={{ code: vaccination.product }}
              />
            </SummaryRow>
            <SummaryRow label={t('fields.manufacturer')}>
              <CodeValue
                list={healthAttestationCodeLists.vaccineManufacturer}
                value={{ code: vaccination.manufacturer }}
              />
            </SummaryRow>
            <SummaryRow label={t('fields.dose')}>
              {t('fields.doseOf', {
                number: vaccination.doseNumber,
                total: vaccination.totalDoses,
              })}
              {vaccination.product in vaccineProducts &&
              vaccination.totalDoses <
                vaccineProducts[vaccination.product as keyof typeof vaccineProducts].doses
                ? ` ${t('fields.oneDoseApplied')}`
                : null}
            </SummaryRow>
            <SummaryRow label={t('fields.vaccinatedOn')}>
              {formatDate(vaccination.vaccinatedOn)}
            </SummaryRow>
            <SummaryRow label={t('fields.country')}>{vaccination.country}</SummaryRow>
          </dl>
        </Block>
      ) : null}
      {test ? (
        <Block id="test" title={t('blocks.test')}>
          <dl className="summary-list">
            <SummaryRow label={t('fields.testType')}>
              <CodeValue
                list={healthAttestationCodeLists.testType}
                value={{ code: test.testType }}
              />
            </SummaryRow>
            <SummaryRow label={t('fields.result')}>
              <CodeValue
                list={healthAttestationCodeLists.testResult}
                value={{ code: test.result }}
              />
            </SummaryRow>
            <SummaryRow label={t('fields.sampledAt')}>{formatDateTime(test.sampledAt)}</SummaryRow>
            <SummaryRow label={t('fields.testCentre')}>{test.testCentre}</SummaryRow>
            <SummaryRow label={t('fields.country')}>{test.country}</SummaryRow>
          </dl>
        </Block>
      ) : null}
      {recovery ? (
        <Block id="recovery" title={t('blocks.recovery')}>
          <dl className="summary-list">
            <SummaryRow label={t('fields.firstPositiveOn')}>
              {formatDate(recovery.firstPositiveOn)}
            </SummaryRow>
            <SummaryRow label={t('fields.country')}>{recovery.country}</SummaryRow>
          </dl>
        </Block>
      ) : null}
      {technical ? (
        <Block id="technical" title={t('blocks.technical')}>
          <dl className="summary-list">
            <SummaryRow label={t('fields.uvci')}>
              <span className="code">{technical.uvci}</span>
            </SummaryRow>
            <SummaryRow label={t('fields.issuer')}>{technical.issuer}</SummaryRow>
            <SummaryRow label={t('fields.keyId')}>
              <span className="code">{technical.keyId}</span>
            </SummaryRow>
            <SummaryRow label={t('fields.disease')}>{`COVID-19 (${technical.disease})`}</SummaryRow>
          </dl>
        </Block>
      ) : null}
      <DocumentBlock document={blocks.document} downloadHref={downloadHref} action={action} />
      <Block id="send" title={t('send.heading')}>
        <p>{t('send.intro', { days: RESEND_AFTER_DAYS })}</p>
        <div className="button-row no-print">
          <IntentButton
            action={action}
            intent="verstuur"
            label={t('send.send')}
            busyLabel={t('send.sending')}
          />
          <IntentButton
            action={action}
            intent="verstuurLaatste"
            label={t('send.sendLatest')}
            busyLabel={t('send.sending')}
            hidden={{ insz: person.insz }}
            secondary
          />
        </div>
        {sendings.length > 0 ? (
          <Table
            name={{ id: 'sendings-caption', caption: t('send.sendingsCaption') }}
            columns={[
              {
                key: 'requestedAt',
                header: t('fields.requestedAt'),
                cell: (row) => formatDateTime(row.requestedAt),
                className: 'nowrap',
              },
              {
                key: 'channel',
                header: t('fields.channel'),
                cell: (row) => (
                  <CodeValue
                    list={healthAttestationCodeLists.sendingChannel}
                    value={{ code: row.channel }}
                    showCode={false}
                  />
                ),
              },
              {
                key: 'outcome',
                header: t('fields.outcome'),
                cell: (row) =>
                  row.errorCode === null
                    ? t('send.outcomeSent')
                    : t('send.outcomeRefused', { code: row.errorCode }),
              },
              {
                key: 'organisation',
                header: t('fields.organisation'),
                cell: (row) => row.organisation ?? dash,
              },
              {
                key: 'referenceId',
                header: t('fields.referenceId'),
                cell: (row) => <span className="code">{row.referenceId}</span>,
              },
            ]}
            rows={sendings}
            rowKey={(row) => row.referenceId}
          />
        ) : (
          <p>{t('send.none')}</p>
        )}
      </Block>
      <Block id="history" title={t('blocks.history')}>
        <Table
          name={{ id: 'history-caption', caption: t('history.caption') }}
          columns={[
            {
              key: 'at',
              header: t('fields.at'),
              cell: (row) => formatDateTime(row.at),
              className: 'nowrap',
            },
            {
              key: 'event',
              header: t('fields.event'),
              cell: (row) => (
                <CodeValue
                  list={healthAttestationCodeLists.attestationEvent}
                  value={{ code: row.event }}
                  showCode={false}
                />
              ),
            },
          ]}
          rows={history}
          rowKey={(row) => `${row.at}-${row.event}`}
        />
      </Block>
      {recreateHref ? (
        <Block id="recreate" title={t('recreate.heading')}>
          <p>{t('recreate.intro')}</p>
          <p className="no-print">
            <Link to={recreateHref} className="button button--secondary">
              {t('recreate.button')}
            </Link>
          </p>
        </Block>
      ) : null}
    </>
  );
}

/**
 * The recreate confirmation: keep the existing attestations (chosen to begin with: nothing is
 * revoked unless asked) or revoke them, then recreate.
 */
export function RecreateConfirmation({
  name,
  insz,
  action,
  backHref,
}: {
  name: string;
  insz: string;
  action: string;
  backHref: string;
}) {
  const { t } = useTranslation('healthattestation');
  const submit = useSingleSubmit(action, { [intentField]: 'hermaak' });
  return (
    <section aria-labelledby="recreate-confirm" className="panel">
      <h2 id="recreate-confirm">{t('recreate.confirmTitle')}</h2>
      <p>{t('recreate.question', { name, insz: formatInsz(insz) })}</p>
      <Form method="post" action={action} onSubmit={submit.guard()}>
        <input type="hidden" name="insz" value={insz} />
        <fieldset className="radio-group">
          <legend>{t('recreate.revokeLegend')}</legend>
          {revokeChoices.map((choice) => (
            <div key={choice} className="radio-item">
              <input
                type="radio"
                id={`recreate-${choice}`}
                name={revokeField}
                value={choice}
                defaultChecked={choice === 'nee'}
              />
              <label htmlFor={`recreate-${choice}`}>
                {choice === 'ja' ? t('recreate.revokeYes') : t('recreate.revokeNo')}
              </label>
            </div>
          ))}
        </fieldset>
        <div className="button-row">
          <SubmitButton
            name={intentField}
            value="hermaak"
            pending={submit.pending}
            busyLabel={t('recreate.busy')}
          >
            {t('recreate.confirm')}
          </SubmitButton>
          <Link to={backHref} className="button button--secondary">
            {t('recreate.cancel')}
          </Link>
        </div>
      </Form>
    </section>
  );
}
