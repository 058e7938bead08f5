// A detail screen without its subject as the server renders it: the way back, the heading, the
// alert or the no-result panel or the request to confirm a cross-site link, then the search form.
// The alert and the request are the shared lookup texts, naming the source, in both languages.
import { createRemixStub } from '@remix-run/testing';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { consultationCalls } from '@contracts/calls';
import { createI18n } from '~/i18n/i18n-provider';
import type { Locale } from '~/i18n/locale';
import { resources } from '~/i18n/resources';
import {
  CrossSiteConfirmation,
  LookupFailure,
  LookupMessage,
  LookupDetail,
  LookupNotFound,
  SearchAnsweredBelow,
  SearchFailure,
  type LookupState,
} from './lookup-outcome';

function render(node: ReactNode, locale: Locale = 'nl') {
  const Stub = createRemixStub([{ path: '/detail', Component: () => <>{node}</> }]);
  return renderToString(
    <I18nextProvider i18n={createI18n(locale, resources[locale])}>
      <Stub initialEntries={['/detail']} />
    </I18nextProvider>,
  );
}

/** The rendered text without its markup, as a reader gets it. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function screen(
  outcome: Exclude<LookupState, { state: 'found' }>,
  results?: string,
  confirmWith?: 'search' | 'open',
) {
  return render(
    <LookupNotFound
      lookup={{ outcome, results, link: { source: 'DIV' }, correlationId: 'corr-1' }}
      title="Voertuigen zoeken"
      noResult="Geen voertuig 1-ABC-123."
      confirmWith={confirmWith}
    >
      <form id="search" />
    </LookupNotFound>,
  );
}

describe('LookupNotFound', () => {
  it('shows the way back and the heading, then the alert naming the source, then the form', () => {
    expect(screen({ state: 'failed', timedOut: false }, '/terug')).toBe(
      '<p class="back-link no-print"><a data-discover="true" href="/terug">Terug naar de ' +
        'resultaten</a></p><h1>Voertuigen zoeken</h1><div class="alert alert--error" ' +
        'role="alert"><div class="alert__body"><p class="alert__title"><span ' +
        'class="visually-hidden">Fout<!-- -->: </span>De opzoeking is mislukt</p><div ' +
        'class="alert__content"><p>Uw vraag aan de DIV kon nu niet beantwoord worden. Probeer ' +
        'het later opnieuw of neem contact op met de servicedesk met referentie corr-1.</p>' +
        '</div></div></div><form id="search"></form>',
    );
    const late = screen({ state: 'failed', timedOut: true });
    expect(late).toMatch(/^<h1>Voertuigen zoeken<\/h1><div class="alert alert--error"/);
    expect(text(late)).toContain('Er kwam niet op tijd een antwoord van de DIV.');
    expect(text(late)).toContain('met referentie corr-1.');
  });

  it('names the subject nothing is known of in the no-result panel', () => {
    expect(screen({ state: 'notFound' })).toBe(
      '<h1>Voertuigen zoeken</h1><section class="panel panel--empty" ' +
        'aria-labelledby="no-result-title"><h2 id="no-result-title">Geen resultaat gevonden</h2>' +
        '<p>Geen voertuig 1-ABC-123.</p></section><form id="search"></form>',
    );
  });

  it('asks to confirm a link from another site; a refused link shows only its form', () => {
    expect(screen({ state: 'invalid', crossSite: true })).toBe(
      '<h1>Voertuigen zoeken</h1><p class="lead">U opende deze zoekopdracht via een link van ' +
        'een andere website. Een raadpleging wordt op uw naam in het juridisch register ' +
        'bewaard: controleer de gegevens en bevestig met ‘Zoeken’.</p><form id="search"></form>',
    );
    expect(screen({ state: 'invalid', crossSite: true }, undefined, 'open')).toContain(
      '<p class="lead">U opende deze gegevens via een link van een andere website. Een ' +
        'raadpleging wordt op uw naam in het juridisch register bewaard: bevestig dat u ze ' +
        'wilt raadplegen.</p><form id="search"></form>',
    );
    expect(screen({ state: 'invalid', crossSite: false })).toBe(
      '<h1>Voertuigen zoeken</h1><form id="search"></form>',
    );
  });
});

describe('LookupMessage', () => {
  const message = (outcome: LookupState | undefined) =>
    render(
      <LookupMessage
        outcome={outcome}
        source="KSZ"
        correlationId="corr-2"
        noResult="Niemand."
        announce
      />,
    );

  it('says nothing before a search, and announces the no-result panel as its answer', () => {
    expect(message(undefined)).toBe('');
    expect(message({ state: 'found' })).toBe('');
    expect(message({ state: 'notFound' })).toMatch(
      /^<section class="panel panel--empty" aria-labelledby="resultaten"><h2 id="resultaten"/,
    );
  });

  it('names the source it asked in the alert', () => {
    expect(text(message({ state: 'failed', timedOut: false }))).toContain(
      'Uw vraag aan de Kruispuntbank van de Sociale Zekerheid kon nu niet beantwoord worden.',
    );
  });
});

describe('the shared lookup texts', () => {
  const failure = (locale: Locale, timedOut: boolean) =>
    text(render(<LookupFailure source="RR" correlationId="corr-3" timedOut={timedOut} />, locale));

  it('name the source and the reference in Dutch', () => {
    expect(failure('nl', false)).toContain(
      'Fout: De opzoeking is mislukt Uw vraag aan het Rijksregister kon nu niet beantwoord ' +
        'worden. Probeer het later opnieuw of neem contact op met de servicedesk met ' +
        'referentie corr-3.',
    );
    expect(failure('nl', true)).toContain(
      'Er kwam niet op tijd een antwoord van het Rijksregister. Probeer het over enkele ' +
        'ogenblikken opnieuw; lukt het dan nog niet, neem contact op met de servicedesk met ' +
        'referentie corr-3.',
    );
  });

  it('name the source and the reference in English', () => {
    expect(failure('en', false)).toContain(
      'Error: The lookup failed Your request to the National Register could not be answered ' +
        'just now. Try again later or contact the service desk with reference corr-3.',
    );
    expect(failure('en', true)).toContain(
      'The answer from the National Register did not come in time. Try again in a few ' +
        'moments; if it still fails, contact the service desk with reference corr-3.',
    );
  });

  it('ask to confirm a link from another site in both languages', () => {
    const confirmation = (locale: Locale, confirmWith: 'search' | 'open') =>
      render(<CrossSiteConfirmation confirmWith={confirmWith} />, locale);
    expect(confirmation('en', 'search')).toBe(
      '<p class="lead">You opened this search through a link from another website. A ' +
        'consultation is kept in the legal log in your name: check the details and confirm ' +
        'with ‘Search’.</p>',
    );
    expect(confirmation('en', 'open')).toBe(
      '<p class="lead">You opened these details through a link from another website. A ' +
        'consultation is kept in the legal log in your name: confirm that you want to consult ' +
        'them.</p>',
    );
    expect(confirmation('nl', 'search')).toContain('bevestig met ‘Zoeken’.');
  });

  it('have a name for every source a consultation may ask, in both languages', () => {
    const asked = new Set(consultationCalls.flatMap((call) => call.sources?.known ?? []));
    expect(asked.size).toBeGreaterThan(5);
    for (const locale of ['nl', 'en'] as const) {
      const names: Record<string, string> = resources[locale].lookup.sources;
      for (const source of asked) expect(names[source], `${locale}: ${source}`).toBeTruthy();
    }
  });
});

describe('LookupDetail', () => {
  type Outcome =
    | { state: 'found'; found: { name: string } }
    | { state: 'invalid'; crossSite: boolean; formResult: { typed: string } }
    | { state: 'notFound' };
  const detail = (outcome: Outcome) =>
    render(
      <LookupDetail
        lookup={{
          outcome,
          link: { source: 'DIV', reference: 'ref-1' },
          correlationId: 'corr-1',
        }}
        title="Voertuigen zoeken"
        noResult="Geen voertuig."
        searchHref="/zoeken"
        searchForm={(again) => (
          <form
            action={again.action}
            data-clear={again.clearHref}
            data-reference={again.defaultReference}
            data-typed={again.lastResult?.typed ?? ''}
          />
        )}
      >
        {(found, searchPanel) => (
          <article>
            <h1>{found.name}</h1>
            {searchPanel}
          </article>
        )}
      </LookupDetail>,
    );

  it('shows the record with the search form again in its panel', () => {
    const html = detail({ state: 'found', found: { name: '1-ABC-123' } });
    expect(html).toContain('<article><h1>1-ABC-123</h1><section aria-labelledby="detail-search"');
    expect(html).toContain(
      '<form action="/zoeken" data-clear="/zoeken" data-reference="ref-1" data-typed=""></form>',
    );
  });

  it('shows the screen without its subject, the refused link on its form', () => {
    const html = detail({ state: 'invalid', crossSite: false, formResult: { typed: '1-ABC' } });
    expect(html).not.toContain('<article>');
    expect(html).toContain('<h1>Voertuigen zoeken</h1>');
    expect(html).toContain('data-typed="1-ABC"');
    expect(text(detail({ state: 'notFound' }))).toContain('Geen voertuig.');
  });
});

describe('SearchAnsweredBelow', () => {
  type Outcome =
    | { state: 'found'; found: { years: number } }
    | { state: 'invalid'; crossSite: boolean; formResult: { typed: string } }
    | { state: 'notFound' }
    | { state: 'failed'; timedOut: boolean };
  const screen = (outcome: Outcome | null) =>
    render(
      <SearchAnsweredBelow
        title="Onderwijs"
        intro="Een loopbaan."
        outcome={outcome}
        panel={{ id: 'education-search', heading: 'Zoeken' }}
        source="RR"
        correlationId="corr-1"
        noResult="Niets gekend."
        form={(lastResult) => <form data-typed={lastResult?.typed ?? ''} />}
      >
        {(found) => <p>{found.years} jaar</p>}
      </SearchAnsweredBelow>,
    );

  it('shows the form in its panel, then the answer below it', () => {
    expect(screen({ state: 'found', found: { years: 3 } })).toBe(
      '<h1>Onderwijs</h1><p class="lead">Een loopbaan.</p><section aria-labelledby=' +
        '"education-search" class="search-panel no-print"><h2 id="education-search">Zoeken</h2>' +
        '<form data-typed=""></form></section><p>3<!-- --> jaar</p>',
    );
  });

  it('asks to confirm a link from another site with its values on the form', () => {
    const html = screen({ state: 'invalid', crossSite: true, formResult: { typed: 'x' } });
    expect(html).toContain('<p class="lead">U opende deze zoekopdracht via een link');
    expect(html).toContain('data-typed="x"');
  });

  it('says nothing is known, or that the source failed', () => {
    expect(text(screen({ state: 'notFound' }))).toContain('Niets gekend.');
    expect(text(screen({ state: 'failed', timedOut: false }))).toContain('corr-1');
    expect(text(screen(null))).toBe('Onderwijs Een loopbaan. Zoeken');
  });
});

describe('SearchFailure', () => {
  it('shows the alert only for a failed search', () => {
    const failure = (outcome: object | null) =>
      render(<SearchFailure outcome={outcome} source="RR" correlationId="corr-1" />);
    expect(failure(null)).toBe('');
    expect(failure({ rows: [] })).toBe('');
    expect(failure({ failed: 'corr-1' })).toContain('class="alert alert--error"');
  });
});
