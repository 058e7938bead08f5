// Bulk-job progress panel: polls every 5 s with JavaScript, reloads the page every 5 s
// without it (a meta refresh inside <noscript>), and stops when the job is finished, when a poll
// fails or when the panel is closed. A progress bar while it runs; then the counts, the result
// and the screen's own actions on a finished job (a metadata download).
import { Link } from '@remix-run/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '~/lib/format/date-time';
import { Alert } from '~/ui/feedback/alert';
import { useHydrated } from '~/ui/use-hydrated';
import {
  bulkJobPollMs,
  isFinished,
  jobState,
  outcomeCounts,
  percentDone,
  type BulkJobProgress,
} from './bulk-job';

type PollState = 'polling' | 'stopped' | 'failed' | 'closed';

/**
 * Reads a polled answer; anything that is not a job's progress counts as a failed poll. The
 * progress's schema (and zod with it) comes with the first poll, not with the page.
 */
async function asProgress(value: unknown): Promise<BulkJobProgress | null> {
  const { bulkJobProgressSchema } = await import('@contracts/bulk');
  const parsed = bulkJobProgressSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function BulkJobPanel({
  job: initialJob,
  pollHref,
  refreshHref,
  resultHref,
  closeHref,
  onFinished,
  finishedActions,
  partialResultHref,
}: {
  /** The progress as the page's loader read it. */
  job: BulkJobProgress;
  /** Where the browser fetches the progress as JSON; `poll` counts the polls (1, 2, …). */
  pollHref: (poll: number) => string;
  /** The page a browser without JavaScript reloads every 5 s while the job runs. */
  refreshHref: string;
  /** The result file, offered once the job has finished. */
  resultHref: string;
  /** Where closing the panel leads without JavaScript (the page without the job). */
  closeHref: string;
  /** Called once when a poll shows the job finished. */
  onFinished?: (job: BulkJobProgress) => void;
  /** What else the screen offers once the job has finished, beside the result. */
  finishedActions?: ReactNode;
  /**
   * Where the result so far is downloaded while the job runs (a source that answers the lines
   * done so far with 206); without it, the result is offered once the job has finished.
   */
  partialResultHref?: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const titleId = useId();
  const [job, setJob] = useState(initialJob);
  const [poll, setPoll] = useState<PollState>(isFinished(initialJob) ? 'stopped' : 'polling');
  const finished = useRef(onFinished);
  finished.current = onFinished;

  // A new job from the loader (a reload, another job) starts over.
  useEffect(() => {
    setJob(initialJob);
    setPoll(isFinished(initialJob) ? 'stopped' : 'polling');
  }, [initialJob]);

  useEffect(() => {
    if (poll !== 'polling') return;
    const controller = new AbortController();
    let count = 0;
    let timer: number | undefined;
    const schedule = () => {
      timer = window.setTimeout(() => void next(), bulkJobPollMs);
    };
    const next = async () => {
      count += 1;
      try {
        const response = await fetch(pollHref(count), {
          signal: controller.signal,
          headers: { Accept: 'application/json' },
        });
        const progress = response.ok ? await asProgress(await response.json()) : null;
        if (!progress) {
          setPoll('failed');
          return;
        }
        setJob(progress);
        if (isFinished(progress)) {
          setPoll('stopped');
          finished.current?.(progress);
          return;
        }
        schedule();
      } catch {
        if (!controller.signal.aborted) setPoll('failed');
      }
    };
    schedule();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
    // pollHref is a new function on every render; the job's polling depends on the job only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [poll, initialJob]);

  if (poll === 'closed') return null;

  const state = jobState(job);
  const percent = percentDone(job);
  const counts = outcomeCounts(job);
  const stateText = t(`bulkJob.state.${state}`);

  return (
    <section className="bulk-job" aria-labelledby={titleId}>
      {/* Without JavaScript the page itself is the poll: it reloads while the job runs. */}
      {!isFinished(job) ? (
        <noscript>
          <meta httpEquiv="refresh" content={`${bulkJobPollMs / 1000}; url=${refreshHref}`} />
        </noscript>
      ) : null}
      <h3 id={titleId} className="bulk-job__title">
        {job.jobDescription}
      </h3>
      <p className="bulk-job__meta">
        {t('bulkJob.started', { time: formatDateTime(job.timeStamp) })} ·{' '}
        {t('bulkJob.items', { count: job.itemCount })}
      </p>
      <p className="bulk-job__state" role="status">
        {state === 'completed' ? stateText : `${stateText}: ${percent} %`}
      </p>
      {state !== 'completed' ? (
        <>
          <progress
            className="bulk-job__bar"
            max={100}
            value={percent}
            aria-label={t('bulkJob.progress', { file: job.jobDescription })}
          >
            {percent} %
          </progress>
          {partialResultHref ? (
            <p>
              <a className="button button--secondary" href={partialResultHref} download>
                {t('bulkJob.downloadPartial')}
              </a>{' '}
              <span className="form-hint">{t('bulkJob.downloadPartialHint')}</span>
            </p>
          ) : null}
        </>
      ) : (
        <>
          <dl className="bulk-job__counts">
            <div>
              <dt>{t('bulkJob.succeeded')}</dt>
              <dd>{counts.succeeded}</dd>
            </div>
            <div>
              <dt>{t('bulkJob.notFound')}</dt>
              <dd>{counts.notFound}</dd>
            </div>
            <div>
              <dt>{t('bulkJob.errors')}</dt>
              <dd>{counts.errors}</dd>
            </div>
          </dl>
          <div className="button-row">
            <a className="button" href={resultHref} download>
              {t('bulkJob.download')}
            </a>
            {finishedActions}
          </div>
        </>
      )}
      {poll === 'failed' ? (
        <Alert kind="error" title={t('bulkJob.pollFailedTitle')}>
          <p>{t('bulkJob.pollFailed')}</p>
        </Alert>
      ) : null}
      <div className="bulk-job__actions">
        {hydrated ? (
          <button type="button" className="button button--link" onClick={() => setPoll('closed')}>
            {t('bulkJob.close')}
          </button>
        ) : (
          <Link to={closeHref} className="button button--link">
            {t('bulkJob.close')}
          </Link>
        )}
      </div>
    </section>
  );
}
