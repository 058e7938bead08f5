// Audit reports on the legal-log screen: the form that asks a report of the search shown (Excel or
// PDF, a post to the screen's own address, which carries the search), and the user's reports with
// their status. While one is being made the panel says so and follows it: with JavaScript it asks
// the reports again every few seconds, without it the page reloads itself (a meta refresh inside
// <noscript>) and offers a link to look again. A finished report is downloaded through the portal.
import { useForm } from '@conform-to/react';
import { Link, useLocation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { auditReportSummarySchema } from '@contracts/legal-log';
import { auditReportFormats, auditReportStatuses } from '@contracts/legal-log-codes';
import { formatDateTime } from '~/lib/format/date-time';
import type { FormErrors } from '~/page-state/parse-form';
import { Table } from '~/ui/data-table/table';
import { useSingleSubmit } from '~/ui/form/form-pending';
import { PostForm } from '~/ui/form/post-form';
import { RadioGroupField } from '~/ui/form/radio-group';
import { SubmitButton } from '~/ui/form/submit-button';
import { reportDownloadHref, reportNames, reportsAnchor, reportsPollHref } from './report-names';

type Report = z.infer<typeof auditReportSummarySchema>;

/** How often the panel asks for the reports while one is being made. */
export const reportsPollMs = 3000;

/**
 * The portal's own list of the user's reports, as the poll receives it: checked by its shape here
 * (the page carries no schema library), anything else leaves the list as it was.
 */
function isReportList(answer: unknown): answer is Report[] {
  const text = (value: unknown) => typeof value === 'string';
  return (
    Array.isArray(answer) &&
    answer.every((item: unknown) => {
      if (typeof item !== 'object' || item === null) return false;
      const report = item as Record<string, unknown>;
      return (
        text(report.auditRapportId) &&
        text(report.filters) &&
        (auditReportFormats as readonly unknown[]).includes(report.formaat) &&
        (auditReportStatuses as readonly unknown[]).includes(report.status) &&
        (report.aantal === null || typeof report.aantal === 'number') &&
        text(report.aangemaaktOp) &&
        (report.klaarOp === null || text(report.klaarOp))
      );
    })
  );
}

function inProgress(reports: readonly Report[]): boolean {
  return reports.some((report) => report.status === 'InBehandeling');
}

/** The reports as the loader read them, followed while one is being made (with JavaScript). */
function useFollowedReports(initial: Report[]): Report[] {
  const [reports, setReports] = useState(initial);
  useEffect(() => setReports(initial), [initial]);
  const following = inProgress(reports);
  useEffect(() => {
    if (!following) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetch(reportsPollHref(), {
        signal: controller.signal,
        headers: { Accept: 'application/json' },
      })
        .then(async (response) => {
          const answer: unknown = response.ok ? await response.json() : null;
          // A failed poll leaves the list as it was; the refresh link still works.
          if (isReportList(answer)) setReports(answer);
        })
        .catch(() => undefined);
    }, reportsPollMs);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [following, reports]);
  return reports;
}

export function ReportsPanel({
  reports: initial,
  failed,
  mayRequest,
  reportKey,
}: {
  reports: Report[];
  /** The reports could not be listed now. */
  failed: boolean;
  /** A search is shown that a report can be asked of. */
  mayRequest: boolean;
  /** The request form's idempotency key. */
  reportKey: string;
}) {
  const { t } = useTranslation('logging');
  const { pathname, search } = useLocation();
  const reports = useFollowedReports(initial);
  const following = inProgress(reports);
  // The post goes to the screen's own address with its search: the report is of that search.
  const action = `${pathname}${search}`;
  // Without a fragment: a link to the page's own address with one only scrolls, it never reloads.
  const refreshHref = `${pathname}${search}`;
  return (
    <section aria-labelledby={reportsAnchor} className="panel">
      <h2 id={reportsAnchor} tabIndex={-1}>
        {t('reports.heading')}
      </h2>
      {mayRequest ? (
        <ReportForm action={action} reportKey={reportKey} />
      ) : (
        <p>{t('reports.searchFirst')}</p>
      )}
      {following ? (
        <div className="report-progress">
          {/* Without JavaScript the page itself follows the report: it reloads while one runs. */}
          <noscript>
            <meta httpEquiv="refresh" content={`${reportsPollMs / 1000}; url=${refreshHref}`} />
          </noscript>
          <p role="status">{t('reports.inProgress')}</p>
          <progress aria-label={t('reports.progressLabel')} />
          <p>
            <Link to={refreshHref} reloadDocument>
              {t('reports.refresh')}
            </Link>
          </p>
        </div>
      ) : null}
      {failed ? (
        <p className="alert alert--error">{t('reports.listFailed')}</p>
      ) : reports.length === 0 ? (
        <p>{t('reports.none')}</p>
      ) : (
        <ReportsTable reports={reports} />
      )}
    </section>
  );
}

function ReportForm({ action, reportKey }: { action: string; reportKey: string }) {
  const { t } = useTranslation('logging');
  const submit = useSingleSubmit(action);
  const [form, fields] = useForm<
    { [reportNames.format]: string },
    Record<string, string>,
    FormErrors
  >({
    id: 'audit-report',
    defaultValue: { [reportNames.format]: 'xlsx' },
    // One of two formats is always chosen: the action checks what is sent.
  });
  const formatField = fields[reportNames.format];
  return (
    <PostForm form={form} action={action} submit={submit}>
      <p>{t('reports.intro')}</p>
      <input type="hidden" name={reportNames.key} value={reportKey} />
      <RadioGroupField
        meta={formatField}
        legend={t('reports.format')}
        checked={formatField.initialValue ?? 'xlsx'}
        inline
        options={auditReportFormats.map((format) => ({
          value: format,
          label: t(`reports.formats.${format}`),
        }))}
      />
      <div className="button-row">
        <SubmitButton pending={submit.pending} busyLabel={t('reports.requesting')}>
          {t('reports.request')}
        </SubmitButton>
      </div>
    </PostForm>
  );
}

function ReportsTable({ reports }: { reports: Report[] }) {
  const { t } = useTranslation('logging');
  return (
    <Table
      name={{ id: 'reports-caption', caption: t('reports.caption') }}
      rows={reports}
      rowKey={(report) => report.auditRapportId}
      columns={[
        {
          key: 'requested',
          header: t('reports.requested'),
          cell: (report) => formatDateTime(report.aangemaaktOp),
          className: 'nowrap',
        },
        {
          key: 'filters',
          header: t('reports.filters'),
          cell: (report) => report.filters || t('reports.noFilters'),
        },
        {
          key: 'format',
          header: t('reports.format'),
          cell: (report) => t(`reports.formats.${report.formaat}`),
        },
        {
          key: 'status',
          header: t('reports.status'),
          cell: (report) => (
            <span
              className={`status-badge ${
                report.status === 'Klaar'
                  ? 'status-badge--ok'
                  : report.status === 'Mislukt'
                    ? 'status-badge--nok'
                    : 'status-badge--dnk'
              }`}
            >
              {t(`reports.statuses.${report.status}`)}
            </span>
          ),
        },
        {
          key: 'count',
          header: t('reports.count'),
          cell: (report) => (report.aantal === null ? '–' : report.aantal),
        },
        {
          key: 'download',
          header: t('reports.file'),
          cell: (report) =>
            report.status === 'Klaar' ? (
              <a href={reportDownloadHref(report.auditRapportId)} download>
                {t('reports.download', {
                  format: t(`reports.formats.${report.formaat}`),
                  time: formatDateTime(report.aangemaaktOp),
                })}
              </a>
            ) : (
              '–'
            ),
        },
      ]}
    />
  );
}
