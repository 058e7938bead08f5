// What a consultation screen says when it shows no answer: the subject lookup's link was refused
// (an impossible identifier, a link followed from another site), the source does not know the
// subject, or the source failed. Every screen says the failure and the request to confirm a link
// from another site in the same words, which name the source: they are the shared lookup
// namespace's, read here, so a screen names its source and nothing more. Only the no-result text
// is the domain's own, since it names the subject.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resources } from '~/i18n/resources';
import { BackToResults } from '~/ui/data-table/back-to-results';
import { Alert } from '~/ui/feedback/alert';
import { NoResultPanel } from '~/ui/form/search-form';
import { SearchPanel } from '~/ui/search-panel';

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

/** The sources the texts can name, by the id the consultation's link carries ('RR', 'KBO'). */
export type LookupSource = keyof Resources['lookup']['sources'];

/**
 * The error alert of a source that failed, naming the source and the request's reference (for the
 * service desk); one that did not answer in time is worth trying again soon.
 */
export function LookupFailure({
  source,
  correlationId,
  timedOut = false,
}: {
  /** The source's id as the link names it; every id a consultation may ask has a name. */
  source: string;
  correlationId: string;
  timedOut?: boolean;
}) {
  const { t } = useTranslation('lookup');
  const values = { source: t(`sources.${source as LookupSource}`), correlationId };
  return (
    <Alert kind="error" title={t('failedTitle')} scrollIntoView>
      <p>{timedOut ? t('timedOut', values) : t('failed', values)}</p>
    </Alert>
  );
}

/**
 * The request to confirm a link followed from another site: the consultation is logged in the
 * user's name, so it is not made unasked. The values are checked and confirmed with the search
 * button, or, where the link names a record and the screen has no search form, opened with a
 * button of their own.
 */
export function CrossSiteConfirmation({ confirmWith }: { confirmWith: 'search' | 'open' }) {
  const { t } = useTranslation('lookup');
  return <p className="lead">{confirmWith === 'search' ? t('confirmSearch') : t('confirmOpen')}</p>;
}

/**
 * Why nothing is shown: the error alert when the source failed, the no-result panel when it does
 * not know the subject; nothing for a refused link, whose form shows why.
 */
export function LookupMessage({
  outcome,
  source,
  correlationId,
  noResult,
  announce = false,
}: {
  /** None when nothing was asked yet (a screen that asks its subject in its query). */
  outcome: LookupState | null | undefined;
  /** The source asked, by its id. */
  source: string;
  /** The request's reference, which the error alert names. */
  correlationId: string;
  /** The no-result panel's text: nothing known for this subject. */
  noResult: string;
  /** The panel answers the screen's own search: its heading takes focus, as results would. */
  announce?: boolean;
}) {
  if (outcome?.state === 'failed') {
    return (
      <LookupFailure source={source} correlationId={correlationId} timedOut={outcome.timedOut} />
    );
  }
  if (outcome?.state === 'notFound') return <NoResultPanel announce={announce} text={noResult} />;
  return null;
}

/**
 * What a detail screen's loader answers about its subject lookup, as the screen reads it: the
 * outcome, the way back to the results, the link's source and the request's reference.
 */
export interface LookupAnswer {
  outcome: LookupState;
  /** The way back to the results the subject was opened from; none on a screen without them. */
  results?: string | null;
  /** The source asked, by its id. */
  link: { source: string };
  /** The request's reference, which the error alert names. */
  correlationId: string;
}

/**
 * The detail screen without its subject: the way back to the results, the screen's heading, why
 * nothing is shown, and for a link followed from another site the request to confirm it. The
 * search form (`children`) follows, with the link's values and errors, to try again or confirm.
 */
export function LookupNotFound({
  lookup: { outcome, results, link, correlationId },
  title,
  noResult,
  confirmWith = 'search',
  children,
}: {
  /** The loader's answer; shown only when its outcome is not `found`. */
  lookup: LookupAnswer;
  title: string;
  noResult: string;
  /** How a link from another site is confirmed: the search form's button, or one to open it. */
  confirmWith?: 'search' | 'open';
  children: ReactNode;
}) {
  return (
    <>
      <BackToResults href={results ?? null} />
      <h1>{title}</h1>
      <LookupMessage
        outcome={outcome}
        source={link.source}
        correlationId={correlationId}
        noResult={noResult}
      />
      {outcome.state === 'invalid' && outcome.crossSite ? (
        <CrossSiteConfirmation confirmWith={confirmWith} />
      ) : null}
      {children}
    </>
  );
}

/** What a lookup found, as its screen's loader answers it. */
type FoundOf<Outcome> =
  Extract<Outcome, { state: 'found' }> extends { found: infer Found } ? Found : never;

/** The search form's values and errors of a refused link, as its loader answers them. */
type FormResultOf<Outcome> =
  Extract<Outcome, { state: 'invalid' }> extends { formResult: infer Result } ? Result : never;

/** The form's errors and values of a refused link; none for any other outcome. */
export function lastFormResult<Outcome extends { state: string }>(
  outcome: Outcome | null | undefined,
): FormResultOf<Outcome> | null {
  if (outcome?.state !== 'invalid' || !('formResult' in outcome)) return null;
  return outcome.formResult as FormResultOf<Outcome>;
}

/**
 * What the search form under a detail screen gets from the screen's lookup: the link's errors and
 * values when it was refused, the search screen it is sent to (and cleared on), and the link's
 * reference.
 */
export interface SearchAgain<Result> {
  lastResult: Result | null;
  action: string;
  clearHref: string;
  defaultReference: string;
}

/**
 * A detail screen: its record when the lookup found the subject, else `LookupNotFound` with the
 * screen's title and no-result text. Both end with the search form again, in its panel: the record
 * gets the panel to place it.
 */
export function LookupDetail<
  Answer extends LookupAnswer & {
    outcome: { state: string };
    link: { source: string; reference: string };
  },
>({
  lookup,
  title,
  noResult,
  confirmWith,
  searchHref,
  searchId,
  searchForm,
  children,
}: {
  lookup: Answer;
  /** The heading when the subject is not shown: the search's title. */
  title: string;
  noResult: string;
  confirmWith?: 'search' | 'open';
  /** The search screen the form is sent to. */
  searchHref: string;
  /** The search panel's heading id. */
  searchId?: string;
  searchForm: (again: SearchAgain<FormResultOf<Answer['outcome']>>) => ReactNode;
  /** The subject's record, given what was found and the search panel. */
  children: (found: FoundOf<Answer['outcome']>, searchPanel: ReactNode) => ReactNode;
}) {
  const { outcome, link } = lookup;
  const searchPanel = (
    <NewSearchPanel id={searchId}>
      {searchForm({
        lastResult: lastFormResult(outcome),
        action: searchHref,
        clearHref: searchHref,
        defaultReference: link.reference,
      })}
    </NewSearchPanel>
  );
  if (outcome.state !== 'found' || !('found' in outcome)) {
    return (
      <LookupNotFound lookup={lookup} title={title} noResult={noResult} confirmWith={confirmWith}>
        {searchPanel}
      </LookupNotFound>
    );
  }
  return children(outcome.found as FoundOf<Answer['outcome']>, searchPanel);
}

/**
 * A screen that answers its own search below the form (a GET form whose URL is the consultation's
 * link): the title and introduction, the request to confirm a link from another site, the form in
 * its panel, why nothing is shown, and what was found.
 */
export function SearchAnsweredBelow<Outcome extends LookupState>({
  title,
  intro,
  outcome,
  panel,
  source,
  correlationId,
  noResult,
  form,
  children,
}: {
  title: string;
  intro: string;
  /** None when nothing was asked yet. */
  outcome: Outcome | null | undefined;
  /** The form's panel: its heading and the heading's id. */
  panel: { id: string; heading: string };
  /** The source asked, by its id. */
  source: string;
  correlationId: string;
  noResult: string;
  /** The search form, with the link's errors and values when it was refused. */
  form: (lastResult: FormResultOf<Outcome> | null) => ReactNode;
  /** What was found. */
  children: (found: FoundOf<Outcome>) => ReactNode;
}) {
  return (
    <>
      <h1>{title}</h1>
      <p className="lead">{intro}</p>
      {outcome?.state === 'invalid' && outcome.crossSite ? (
        <CrossSiteConfirmation confirmWith="search" />
      ) : null}
      <SearchPanel id={panel.id} heading={panel.heading} noPrint>
        {form(lastFormResult(outcome))}
      </SearchPanel>
      <LookupMessage
        outcome={outcome}
        source={source}
        correlationId={correlationId}
        noResult={noResult}
        announce
      />
      {outcome?.state === 'found' && 'found' in outcome
        ? children(outcome.found as FoundOf<Outcome>)
        : null}
    </>
  );
}

/**
 * The error alert of a list search whose source failed (its outcome `{ failed, timedOut }`);
 * nothing for any other answer.
 */
export function SearchFailure({
  outcome,
  source,
  correlationId,
}: {
  outcome: object | null | undefined;
  source: string;
  correlationId: string;
}) {
  if (!outcome || !('failed' in outcome)) return null;
  const timedOut = 'timedOut' in outcome && outcome.timedOut === true;
  return <LookupFailure source={source} correlationId={correlationId} timedOut={timedOut} />;
}

/**
 * The search form again under a record (or in place of one not found): a compact panel, left off
 * paper, under its own heading.
 */
export function NewSearchPanel({
  id = 'detail-search',
  children,
}: {
  /** The heading's id: a link to the panel targets it. */
  id?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('lookup');
  return (
    <section aria-labelledby={id} className="search-panel search-panel--compact no-print">
      <h2 id={id}>{t('newSearch')}</h2>
      {children}
    </section>
  );
}
