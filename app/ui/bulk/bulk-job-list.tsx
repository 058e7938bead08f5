// The signed-in user's earlier bulk jobs of one screen, newest first: the file, when it started,
// how many lines, its state (with the percent done while it runs), the counts per outcome and the
// way to its result page and its result file.
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { BulkJobProgress } from '@contracts/bulk';
import { formatDateTime } from '~/lib/format/date-time';
import { Table } from '~/ui/data-table/table';
import { jobState, outcomeCounts, percentDone } from '~/ui/widgets/bulk-job';

export function BulkJobList({
  jobs,
  resultPageHref,
  resultFileHref,
}: {
  jobs: readonly BulkJobProgress[];
  /** The job's result page (its progress panel). */
  resultPageHref: (job: BulkJobProgress) => string;
  /** The job's result file, offered once it has finished. */
  resultFileHref: (job: BulkJobProgress) => string;
}) {
  const { t } = useTranslation('bulk');
  const { t: tCommon } = useTranslation();
  return (
    // The table is named by the heading: the section is no second region of the same name.
    <section className="bulk-jobs">
      <h2 id="bulk-jobs-heading">{t('jobs.heading')}</h2>
      {jobs.length === 0 ? (
        <p>{t('jobs.none')}</p>
      ) : (
        <Table
          name={{ headingId: 'bulk-jobs-heading' }}
          rows={[...jobs]}
          rowKey={(job) => job.id}
          columns={[
            {
              key: 'file',
              header: t('jobs.file'),
              cell: (job) => <Link to={resultPageHref(job)}>{job.jobDescription}</Link>,
            },
            {
              key: 'started',
              header: t('jobs.started'),
              cell: (job) => formatDateTime(job.timeStamp),
            },
            { key: 'items', header: t('jobs.items'), cell: (job) => job.itemCount },
            {
              key: 'state',
              header: t('jobs.state'),
              cell: (job) => {
                const state = jobState(job);
                const text = tCommon(`bulkJob.state.${state}`);
                return state === 'completed' ? text : `${text}: ${percentDone(job)} %`;
              },
            },
            {
              key: 'succeeded',
              header: tCommon('bulkJob.succeeded'),
              cell: (job) => outcomeCounts(job).succeeded,
            },
            {
              key: 'notFound',
              header: tCommon('bulkJob.notFound'),
              cell: (job) => outcomeCounts(job).notFound,
            },
            {
              key: 'errors',
              header: tCommon('bulkJob.errors'),
              cell: (job) => outcomeCounts(job).errors,
            },
            {
              key: 'result',
              header: t('jobs.result'),
              cell: (job) =>
                jobState(job) === 'completed' ? (
                  <a href={resultFileHref(job)} download>
                    {t('jobs.download', { file: job.jobDescription })}
                  </a>
                ) : (
                  t('jobs.running')
                ),
            },
          ]}
        />
      )}
    </section>
  );
}
