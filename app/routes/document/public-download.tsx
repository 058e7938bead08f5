// The public download of a document (/download/{guid}?token=…): no sign-in, no cookie. The page
// says what it is for without naming anything personal, gets a one-time nonce and two captcha
// challenges from the backend, and offers the download once the check is passed: with
// JavaScript the browser solves a proof of work (in chunks, its progress announced), without it
// the citizen answers a small sum asked in words. The form posts to the file endpoint under this
// address (a page cannot answer a file); a refusal comes back here with its reason (ADR 018).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation, useRevalidator } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { solveProofOfWork } from '@contracts/proof-of-work';
import {
  fetchNonce,
  linkOf,
  type DownloadFailure,
} from '~/domains/document/download/public-download.server';
import { endpoints } from '~/endpoints';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { fillPath } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { Alert } from '~/ui/feedback/alert';

const failures: readonly DownloadFailure[] = [
  'invalid',
  'expired',
  'captchaFailed',
  'pageExpired',
  'tooMany',
  'unavailable',
];

function failureOf(request: Request): DownloadFailure | null {
  const reason = new URL(request.url).searchParams.get('fout');
  return failures.find((failure) => failure === reason) ?? null;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const t = await i18nServer.getFixedT(request, 'documentdownload');
  const language = requestLocale(request);
  const link = linkOf(params.guid, request);
  const reported = failureOf(request);
  const base = { title: t('title'), language };
  // A malformed link is not valid whatever the backend would say; nothing to check it with.
  if (!link) return { ...base, failure: 'invalid' as const, check: null };
  // After an invalid or expired link there is nothing to try again.
  if (reported === 'invalid' || reported === 'expired') {
    return { ...base, failure: reported, check: null };
  }
  const nonce = await fetchNonce(context, request, link.guid, language);
  if (nonce === null || nonce === 'tooMany') {
    return { ...base, failure: nonce ?? ('unavailable' as const), check: null };
  }
  const [first, second] = nonce.question.terms;
  return {
    ...base,
    failure: reported,
    check: {
      action: `/${fillPath(endpoints.publicDownloadFile.path, { guid: link.guid })}?token=${encodeURIComponent(link.token)}`,
      nonce: nonce.nonce,
      proofOfWork: nonce.proofOfWork.challenge,
      question: nonce.question.challenge,
      questionText: t('check.question', {
        first: t(`numbers.${first}` as 'numbers.1'),
        second: t(`numbers.${second}` as 'numbers.1'),
      }),
    },
  };
}

export const meta = screenMeta;

type Solving =
  { state: 'working'; tried: number } | { state: 'done'; solution: number } | { state: 'failed' };

/** Solves the page's proof of work in the browser; restarts when the challenge changes. */
function useProofOfWork(challenge: string | null): Solving | null {
  const [solving, setSolving] = useState<Solving | null>(null);
  useEffect(() => {
    if (!challenge) return;
    const controller = new AbortController();
    setSolving({ state: 'working', tried: 0 });
    solveProofOfWork(challenge, {
      signal: controller.signal,
      onProgress: (tried) => setSolving({ state: 'working', tried }),
    }).then(
      (solution) => setSolving({ state: 'done', solution }),
      () => {
        if (!controller.signal.aborted) setSolving({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [challenge]);
  return solving;
}

export default function PublicDownloadScreen() {
  const { t } = useTranslation('documentdownload');
  const { failure, check } = useLoaderData<typeof loader>();
  const locale = localeFromPath(useLocation().pathname);
  const solving = useProofOfWork(check?.proofOfWork ?? null);
  const revalidator = useRevalidator();
  const [submitted, setSubmitted] = useState(false);
  // Without JavaScript (or when the browser cannot hash) the question is the check.
  const byQuestion = solving === null || solving.state === 'failed';
  const ready = byQuestion || solving.state === 'done';
  return (
    <div className="layout-narrow">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <p>{t('privacy')}</p>
      {failure ? (
        <Alert kind="error" title={t('errors.title')} scrollIntoView>
          <p>{t(`errors.${failure}`)}</p>
        </Alert>
      ) : null}
      {check ? (
        <form
          method="post"
          action={check.action}
          onSubmit={() => {
            setSubmitted(true);
            // The nonce and the challenge count once: the next try needs fresh ones.
            window.setTimeout(() => revalidator.revalidate(), 500);
          }}
        >
          <input type="hidden" name="taal" value={locale} />
          <input type="hidden" name="nonce" value={check.nonce} />
          <h2>{t('check.heading')}</h2>
          <p>{t('check.intro')}</p>
          {solving !== null ? (
            <p role="status" aria-live="polite" id="download-check-status">
              {solving.state === 'working'
                ? solving.tried === 0
                  ? t('check.working')
                  : t('check.progress', { count: solving.tried })
                : solving.state === 'done'
                  ? t('check.done')
                  : t('check.failed')}
            </p>
          ) : null}
          {solving?.state === 'done' ? (
            <>
              <input type="hidden" name="challenge" value={check.proofOfWork} />
              <input type="hidden" name="answer" value={String(solving.solution)} />
            </>
          ) : null}
          {byQuestion ? (
            <div className="form-field">
              <input type="hidden" name="challenge" value={check.question} />
              <label htmlFor="download-answer">{check.questionText}</label>
              <p id="download-answer-hint" className="form-hint">
                {t('check.questionHint')}
              </p>
              <input
                id="download-answer"
                name="answer"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                required
                aria-describedby="download-answer-hint"
              />
            </div>
          ) : null}
          <div className="button-row">
            <button
              type="submit"
              className="button"
              disabled={!ready}
              aria-describedby={solving !== null ? 'download-check-status' : undefined}
            >
              {t('submit')}
            </button>
          </div>
          {submitted && !failure ? (
            <p role="status" aria-live="polite">
              {t('downloaded')}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
