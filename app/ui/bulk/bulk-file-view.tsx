// A stored bulk file as the backend validated it: its state, and then what can be done with it.
// Validated with errors: the lines with findings marked (row number, the cells that identify the
// line, the findings), the error file to download and another file to choose. Validated: the
// button that sends it, or the screen's own send form when sending asks more than the file.
// Sent: the way to its job. Plain forms and links: it works without JavaScript.
import { Form, Link } from '@remix-run/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkFile } from '@contracts/bulk';
import { formatDateTime } from '~/lib/format/date-time';
import { Table } from '~/ui/data-table/table';
import { Alert } from '~/ui/feedback/alert';
import { useSingleSubmit } from '~/ui/form/form-pending';
import { SubmitButton } from '~/ui/form/submit-button';

/** At most this many lines with findings are listed; the error file has them all. */
export const shownFindingLines = 200;

/** A column whose cell identifies a line, and its position in the sheet's rows. */
export interface KeyColumn {
  title: string;
  position: number;
}

type FindingLine = BulkFile['fouten'][number];

export function BulkFileView({
  file,
  keyColumns,
  findingsHref,
  sendAction,
  sendFields,
  otherFileHref,
  resultHref,
  sendForm,
}: {
  file: BulkFile;
  /** The columns shown beside each marked line, to recognise it. */
  keyColumns: readonly KeyColumn[];
  /** The error file: the sheet with an error column. */
  findingsHref: string;
  /** Where 'Verzenden' posts, with these hidden fields besides intent=send. */
  sendAction: string;
  sendFields: Readonly<Record<string, string>>;
  /** The upload form, to choose another file. */
  otherFileHref: string;
  /** The job of a file that was sent. */
  resultHref: string | null;
  /**
   * The screen's own send form for a validated file, in place of the button (a send that asks
   * more than the file); `BulkSendForm` is the button's.
   */
  sendForm?: ReactNode;
}) {
  const { t } = useTranslation('bulk');
  const headingId = useId();
  const shown = file.fouten.slice(0, shownFindingLines);
  const cellsColumns = keyColumns.map((column) => ({
    key: `cell-${column.position}`,
    header: column.title,
    cell: (line: FindingLine) => line.cellen[column.position] ?? '',
  }));

  return (
    <section className="bulk-file" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('file.heading', { name: file.bestandsnaam })}</h2>
      <p className="bulk-file__meta">
        {t('file.uploaded', { time: formatDateTime(file.aangemaakt) })} ·{' '}
        {t('file.lines', { count: file.regels })}
      </p>
      <p className="bulk-file__state">
        {t('file.stateLabel')} <strong>{t(`file.state.${file.status}`)}</strong>
      </p>

      {file.status === 'gevalideerdMetFouten' ? (
        <>
          <Alert kind="warning" title={t('file.withFindingsTitle')}>
            <p>{t('file.withFindings', { count: file.foutieveRegels, total: file.regels })}</p>
          </Alert>
          <Table
            name={{
              caption:
                file.fouten.length > shown.length
                  ? t('file.findingsCaptionFirst', {
                      shown: shown.length,
                      total: file.fouten.length,
                    })
                  : t('file.findingsCaption', { count: file.fouten.length }),
              id: `${headingId}-findings`,
            }}
            rows={shown}
            rowKey={(line) => String(line.regel)}
            columns={[
              { key: 'row', header: t('file.row'), cell: (line) => line.regel },
              ...cellsColumns,
              {
                key: 'findings',
                header: t('file.findings'),
                cell: (line) => (
                  <ul className="bulk-file__findings">
                    {line.fouten.map((finding, index) => (
                      <li key={index}>
                        {finding.kolom ? (
                          <>
                            <span className="bulk-file__column">{finding.kolom}</span>:{' '}
                          </>
                        ) : null}
                        {finding.melding}
                      </li>
                    ))}
                  </ul>
                ),
              },
            ]}
          />
          <div className="button-row">
            <a className="button" href={findingsHref} download>
              {t('file.downloadFindings')}
            </a>
            <Link className="button button--secondary" to={otherFileHref}>
              {t('file.otherFile')}
            </Link>
          </div>
        </>
      ) : null}

      {file.status === 'gevalideerd' ? (
        <>
          <Alert kind="success" title={t('file.validTitle')}>
            <p>{t('file.valid', { count: file.regels })}</p>
          </Alert>
          {sendForm ?? (
            <BulkSendForm action={sendAction} fields={sendFields} otherFileHref={otherFileHref} />
          )}
        </>
      ) : null}

      {file.status === 'verzonden' ? (
        <>
          <Alert kind="info" title={t('file.sentTitle')}>
            <p>{t('file.sent')}</p>
          </Alert>
          <div className="button-row">
            {resultHref ? (
              <Link className="button" to={resultHref}>
                {t('file.toResult')}
              </Link>
            ) : null}
            <Link className="button button--secondary" to={otherFileHref}>
              {t('file.otherFile')}
            </Link>
          </div>
        </>
      ) : null}
    </section>
  );
}

/**
 * The form that sends a validated file: its hidden fields besides intent=send, the send button
 * and the way to another file.
 */
export function BulkSendForm({
  action,
  fields,
  otherFileHref,
}: {
  action: string;
  fields: Readonly<Record<string, string>>;
  otherFileHref: string;
}) {
  const { t } = useTranslation('bulk');
  const submit = useSingleSubmit(action, { intent: 'send' });
  return (
    <Form method="post" action={action} className="button-row" onSubmit={submit.guard()}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton
        name="intent"
        value="send"
        pending={submit.pending}
        busyLabel={t('file.sending')}
      >
        {t('file.send')}
      </SubmitButton>
      <Link className="button button--secondary" to={otherFileHref}>
        {t('file.otherFile')}
      </Link>
    </Form>
  );
}
