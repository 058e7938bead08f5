// A parcel's ownership history as the detail screen shows it: the choice of partition when the
// parcel is divided (links that keep the consultation in the URL), and the chosen partition's
// states as a timeline, an ordered list from the oldest to the current state. Oldest first, as
// a deed register reads: each state follows from the one above it, so 'previous' is up and
// 'next' is down, and the list's numbers count the states in the order they happened. Every
// state shows its period, registration, article, the sale that began it and its owners with
// their rights and shares; the chosen one is shown in full, with links to the previous and next
// states that work without JavaScript and bring focus back to the chosen state's heading.
import { Link, useLocation } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Party } from '@contracts/land-registry';
import type { HistoryState, PartitionHistory } from '@contracts/land-registry-history';
import { capakeyPathOf } from '@contracts/land-registry-paths';
import { localeFromPath } from '~/i18n/locale';
import { landRegistryCodeLists } from '~/lib/code-lists/land-registry';
import { formatDate } from '~/lib/format/date-time';
import { formatEnterpriseNumber } from '~/lib/format/enterprise-number';
import { formatEuros } from '~/lib/format/number';
import { formatInsz } from '~/lib/validation/insz';
import { href } from '~/routing/href';
import { CodeValue } from '~/ui/code-value';
import { Table } from '~/ui/data-table/table';
import { Alert } from '~/ui/feedback/alert';
import { SummaryRow } from '~/ui/summary-list';
import { historyFields } from './search-fields';

/** The id of the chosen state's heading: the fragment the state links target. */
export const selectedStateId = 'gekozen-toestand';

/** What the links of the history carry: the consultation's source and reference. */
export interface HistoryLinks {
  capakey: string;
  source: string;
  reference: string;
}

function useStateHref(links: HistoryLinks) {
  const locale = localeFromPath(useLocation().pathname);
  return (asked: { partitie?: string; toestand?: string }, fragment = '') =>
    `${href('landRegistryHistoryDetail', { capakey: capakeyPathOf(links.capakey) }, locale, {
      source: links.source,
      reference: links.reference,
      asked: {
        [historyFields.partition]: asked.partitie,
        [historyFields.state]: asked.toestand,
      },
    })}${fragment}`;
}

function usePeriod() {
  const { t } = useTranslation('landregistryhistory');
  return (state: HistoryState) =>
    state.einde === null
      ? t('timeline.periodCurrent', { from: formatDate(state.begin) })
      : t('timeline.periodEnded', { from: formatDate(state.begin), to: formatDate(state.einde) });
}

function usePrice() {
  const { i18n } = useTranslation();
  return (euros: number) => formatEuros(euros, i18n.language);
}

const shareText = (share: { teller: number; noemer: number }) => `${share.teller}/${share.noemer}`;

/** The parcel's partitions, one link each; the one shown is the current page's. */
export function PartitionChoice({
  partitions,
  shown,
  links,
}: {
  partitions: readonly PartitionHistory[];
  shown: string | null;
  links: HistoryLinks;
}) {
  const { t } = useTranslation('landregistryhistory');
  const stateHref = useStateHref(links);
  return (
    <nav aria-labelledby="partities" className="partition-choice">
      <h2 id="partities">{t('detail.partitions')}</h2>
      <p>{t('detail.partitionsIntro')}</p>
      <ul>
        {partitions.map(({ perceel, toestanden }) => {
          const current = perceel.partitie === shown;
          const label = (
            <>
              {perceel.partitie}:{' '}
              <CodeValue list={landRegistryCodeLists.cadastralNature} value={perceel.aard} />
              {perceel.adres ? `, ${perceel.adres}` : ''} –{' '}
              {t('detail.partitionStates', { count: toestanden.length })}
            </>
          );
          return (
            <li key={perceel.id}>
              <Link
                to={stateHref({ partitie: perceel.partitie })}
                aria-current={current ? 'page' : undefined}
              >
                {label}
              </Link>
              {current ? <> ({t('detail.shown')})</> : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function IncompleteRights() {
  const { t } = useTranslation('landregistryhistory');
  return (
    <Alert kind="warning" title={t('state.incompleteTitle')}>
      <p>{t('state.incompleteText')}</p>
    </Alert>
  );
}

/** The owners of a state, each with their rights and shares, in the state's order. */
function OwnerList({ state }: { state: HistoryState }) {
  const { t } = useTranslation('landregistryhistory');
  return (
    <ul className="ownership-timeline__owners">
      {state.partijen.map((party) => (
        <li key={party.partijId}>
          {party.naam}:{' '}
          {state.rechten
            .filter((right) => right.partijId === party.partijId)
            .map((right, index) => (
              <span key={`${right.recht.code}-${index}`}>
                {index > 0 ? '; ' : ''}
                <CodeValue list={landRegistryCodeLists.landRight} value={right.recht} />
                {`, ${t('state.shareValue', { share: shareText(right.aandeel) })}`}
              </span>
            ))}
        </li>
      ))}
    </ul>
  );
}

function SaleText({ state }: { state: HistoryState }) {
  const { t } = useTranslation('landregistryhistory');
  const price = usePrice();
  if (!state.verkoop) return <>{t('state.noSale')}</>;
  return (
    <>
      {t('state.saleValue', {
        date: formatDate(state.verkoop.datum),
        price: price(state.verkoop.prijs),
      })}{' '}
      (<CodeValue list={landRegistryCodeLists.salesType} value={state.verkoop.type} />)
    </>
  );
}

function identifierOf(party: Party): string {
  return party.soort === 'persoon'
    ? formatInsz(party.insz)
    : formatEnterpriseNumber(party.ondernemingsnummer);
}

/** The holders of a state's rights, one row per right. */
function PartiesTable({ state }: { state: HistoryState }) {
  const { t } = useTranslation('landregistryhistory');
  const parties = new Map(state.partijen.map((party) => [party.partijId, party]));
  const rows = state.rechten.map((right) => ({ right, party: parties.get(right.partijId) }));
  return (
    <Table
      name={{ caption: t('parties.caption'), id: 'houders' }}
      rows={rows}
      rowKey={(row, index) => `${row.right.partijId}-${index}`}
      columns={[
        { key: 'name', header: t('parties.name'), cell: (row) => row.party?.naam ?? '' },
        {
          key: 'identifier',
          header: t('parties.identifier'),
          cell: (row) => (row.party ? identifierOf(row.party) : ''),
        },
        {
          key: 'birthDate',
          header: t('parties.birthDate'),
          cell: (row) =>
            row.party?.soort === 'persoon' ? formatDate(row.party.geboortedatum) : '',
        },
        {
          key: 'right',
          header: t('parties.right'),
          cell: (row) => (
            <CodeValue list={landRegistryCodeLists.landRight} value={row.right.recht} />
          ),
        },
        {
          key: 'share',
          header: t('parties.share'),
          cell: (row) => shareText(row.right.aandeel),
        },
        {
          key: 'listType',
          header: t('parties.listType'),
          cell: (row) => (
            // The list type's code is its Dutch name: shown once, in the screen's language.
            <CodeValue
              list={landRegistryCodeLists.holderList}
              value={row.right.lijstType}
              showCode={false}
            />
          ),
        },
        {
          key: 'livesOnProperty',
          header: t('parties.livesOnProperty'),
          cell: (row) => (row.right.woontOpEigendom ? t('parties.yes') : t('parties.no')),
        },
      ]}
    />
  );
}

/** The chosen state's heading: it takes focus when a link of the history chose it. */
function SelectedHeading({ focus, children }: { focus: boolean; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus, key]);
  return (
    <h3 id={selectedStateId} ref={heading} tabIndex={-1}>
      {children}
    </h3>
  );
}

function StateSummary({ state }: { state: HistoryState }) {
  const { t } = useTranslation('landregistryhistory');
  return (
    <dl className="summary-list">
      <SummaryRow label={t('state.registration')}>
        <CodeValue list={landRegistryCodeLists.registrationType} value={state.inschrijvingType} />
      </SummaryRow>
      <SummaryRow label={t('state.article')}>{state.artikel}</SummaryRow>
      <SummaryRow label={t('state.sale')}>
        <SaleText state={state} />
      </SummaryRow>
      <SummaryRow label={t('state.owners')}>
        <OwnerList state={state} />
      </SummaryRow>
    </dl>
  );
}

function StateInFull({
  state,
  states,
  links,
}: {
  state: HistoryState;
  states: readonly HistoryState[];
  links: HistoryLinks;
}) {
  const { t } = useTranslation('landregistryhistory');
  const period = usePeriod();
  const stateHref = useStateHref(links);
  const previous = states.find((candidate) => candidate.eigendomId === state.vorigeToestandId);
  const next = states.find((candidate) => candidate.eigendomId === state.volgendeToestandId);
  // A state's own id names its partition: the screen finds it there.
  const go = (target: HistoryState) =>
    stateHref({ toestand: target.eigendomId }, `#${selectedStateId}`);
  return (
    <>
      <nav aria-label={t('timeline.navigation')} className="link-row ownership-timeline__nav">
        {previous ? (
          <Link to={go(previous)} rel="prev">
            {t('timeline.previous', { period: period(previous) })}
          </Link>
        ) : (
          <span>{t('timeline.first')}</span>
        )}
        {next ? (
          <Link to={go(next)} rel="next">
            {t('timeline.next', { period: period(next) })}
          </Link>
        ) : (
          <span>{t('timeline.last')}</span>
        )}
      </nav>
      <dl className="summary-list">
        <SummaryRow label={t('state.registration')}>
          <CodeValue list={landRegistryCodeLists.registrationType} value={state.inschrijvingType} />
        </SummaryRow>
        <SummaryRow label={t('state.begin')}>{formatDate(state.begin)}</SummaryRow>
        <SummaryRow label={t('state.end')}>
          {state.einde ? formatDate(state.einde) : t('state.endCurrent')}
        </SummaryRow>
        <SummaryRow label={t('state.article')}>{state.artikel}</SummaryRow>
        <SummaryRow label={t('state.previousArticle')}>
          {state.voorgaandArtikel ?? t('state.noPreviousArticle')}
        </SummaryRow>
        <SummaryRow label={t('state.version')}>{state.versieBegin}</SummaryRow>
        <SummaryRow label={t('state.sale')}>
          <SaleText state={state} />
        </SummaryRow>
      </dl>
      <PartiesTable state={state} />
    </>
  );
}

/**
 * The chosen partition's states, oldest first; the chosen one in full. `focus`: a link of the
 * history chose the state, so its heading takes focus.
 */
export function OwnershipTimeline({
  partition,
  selected,
  focus,
  date,
  links,
}: {
  partition: PartitionHistory;
  selected: HistoryState | null;
  focus: boolean;
  /** The day asked for (YYYY-MM-DD), if any. */
  date: string;
  links: HistoryLinks;
}) {
  const { t } = useTranslation('landregistryhistory');
  const period = usePeriod();
  const stateHref = useStateHref(links);
  const states = partition.toestanden;
  return (
    <section aria-labelledby="tijdlijn" className="ownership-timeline">
      <h2 id="tijdlijn">{t('timeline.title', { partition: partition.perceel.partitie })}</h2>
      {states.length === 0 ? (
        <Alert kind="info" title={t('timeline.noStatesTitle')}>
          <p>{t('timeline.noStatesText')}</p>
        </Alert>
      ) : (
        <>
          <p className="form-hint">{t('timeline.order')}</p>
          {date && !selected ? (
            <Alert kind="info">
              <p>{t('timeline.noStateOnDate', { date: formatDate(date) })}</p>
            </Alert>
          ) : null}
          <ol className="ownership-timeline__list">
            {states.map((state, index) => {
              const chosen = state.eigendomId === selected?.eigendomId;
              const heading = (
                <>
                  <span className="visually-hidden">
                    {t('timeline.position', { position: index + 1, total: states.length })}:{' '}
                  </span>
                  {period(state)}
                </>
              );
              return (
                <li
                  key={state.eigendomId}
                  className={`ownership-timeline__state${chosen ? ' ownership-timeline__state--chosen' : ''}`}
                  aria-current={chosen ? 'true' : undefined}
                >
                  {chosen ? (
                    <SelectedHeading focus={focus}>{heading}</SelectedHeading>
                  ) : (
                    <h3>{heading}</h3>
                  )}
                  <p className="ownership-timeline__tags">
                    {chosen ? (
                      <strong className="tag">
                        {date && !focus
                          ? t('timeline.onDate', { date: formatDate(date) })
                          : t('timeline.selected')}
                      </strong>
                    ) : null}
                    {state.huidig ? <span className="tag">{t('timeline.current')}</span> : null}
                  </p>
                  {!state.volledig ? <IncompleteRights /> : null}
                  {chosen ? (
                    <StateInFull state={state} states={states} links={links} />
                  ) : (
                    <>
                      <StateSummary state={state} />
                      <p>
                        <Link to={stateHref({ toestand: state.eigendomId }, `#${selectedStateId}`)}>
                          {state.einde === null
                            ? t('timeline.showCurrent', { from: formatDate(state.begin) })
                            : t('timeline.showEnded', {
                                from: formatDate(state.begin),
                                to: formatDate(state.einde),
                              })}
                        </Link>
                      </p>
                    </>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
