// A detail screen whose subject lookup did not find its subject: the link was refused (an
// impossible identifier, a link followed from another site), the source does not know the
// subject, or the source failed. Every domain's detail screen shows these states the same way;
// only the texts are the domain's own, so each domain keeps its translation keys and hands the
// texts in.
import type { ReactNode } from 'react';
import { BackToResults } from '~/ui/data-table/back-to-results';
import { Alert } from '~/ui/feedback/alert';
import { NoResultPanel } from '~/ui/form/search-form';

/**
 * A subject lookup's outcome as the screen gets it (`LookupOutcome` of
 * app/consultation/subject-lookup.server.ts), with only what these states read: a shared widget
 * depends on no backend module.
 */
export type LookupState =
  | { state: 'invalid'; crossSite: boolean }
  | { state: 'notFound' }
  | { state: 'failed'; timedOut: boolean }
  | { state: 'found' };

/** The error alert's texts, in the domain's words, each naming the request's correlation id. */
export interface LookupErrorTexts {
  title: string;
  /** The source could not answer. */
  failed: string;
  /** The source did not answer in time: worth trying again soon. */
  timedOut: string;
}

/**
 * Why nothing is shown: the error alert when the source failed, the no-result panel when it does
 * not know the subject; nothing for a refused link, whose form shows why.
 */
export function LookupMessage({
  outcome,
  errors,
  noResult,
  announce = false,
}: {
  /** None when nothing was asked yet (a screen that asks its subject in its query). */
  outcome: LookupState | null | undefined;
  errors: LookupErrorTexts;
  /** The no-result panel's text: nothing known for this subject. */
  noResult: string;
  /** The panel answers the screen's own search: its heading takes focus, as results would. */
  announce?: boolean;
}) {
  if (outcome?.state === 'failed') {
    return (
      <Alert kind="error" title={errors.title} scrollIntoView>
        <p>{outcome.timedOut ? errors.timedOut : errors.failed}</p>
      </Alert>
    );
  }
  if (outcome?.state === 'notFound') return <NoResultPanel announce={announce} text={noResult} />;
  return null;
}

/**
 * The detail screen without its subject: the way back to the results, the screen's heading, why
 * nothing is shown, and for a link followed from another site the request to confirm it (the
 * consultation is logged in the user's name, so it is not made unasked). The search form
 * (`children`) follows, with the link's values and errors, to try again or confirm.
 */
export function LookupNotFound({
  outcome,
  results,
  title,
  errors,
  noResult,
  confirmLink,
  children,
}: {
  outcome: Exclude<LookupState, { state: 'found' }>;
  /** The way back to the results the subject was opened from; none on a screen without them. */
  results?: string | null;
  title: string;
  errors: LookupErrorTexts;
  noResult: string;
  /** Asks to check the link's values and confirm them with the search button. */
  confirmLink: string;
  children: ReactNode;
}) {
  return (
    <>
      <BackToResults href={results ?? null} />
      <h1>{title}</h1>
      <LookupMessage outcome={outcome} errors={errors} noResult={noResult} />
      {outcome.state === 'invalid' && outcome.crossSite ? (
        <p className="lead">{confirmLink}</p>
      ) : null}
      {children}
    </>
  );
}
