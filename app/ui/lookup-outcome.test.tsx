// A detail screen without its subject as the server renders it: the way back, the heading, the
// alert or the no-result panel or the request to confirm a cross-site link, then the search form.
import { createRemixStub } from '@remix-run/testing';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '~/i18n/i18n-provider';
import { resources } from '~/i18n/resources';
import { LookupMessage, LookupNotFound, type LookupState } from './lookup-outcome';

function render(node: ReactNode) {
  const Stub = createRemixStub([{ path: '/detail', Component: () => <>{node}</> }]);
  return renderToString(
    <I18nextProvider i18n={createI18n('nl', resources.nl)}>
      <Stub initialEntries={['/detail']} />
    </I18nextProvider>,
  );
}

const errors = { title: 'Mislukt', failed: 'Fout corr-1', timedOut: 'Te laat corr-1' };

function screen(outcome: Exclude<LookupState, { state: 'found' }>, results?: string) {
  return render(
    <LookupNotFound
      outcome={outcome}
      results={results}
      title="Voertuigen zoeken"
      errors={errors}
      noResult="Geen voertuig 1-ABC-123."
      confirmLink="Bevestig de link."
    >
      <form id="search" />
    </LookupNotFound>,
  );
}

describe('LookupNotFound', () => {
  it('shows the way back and the heading, then the alert, then the search form', () => {
    expect(screen({ state: 'failed', timedOut: false }, '/terug')).toBe(
      '<p class="back-link no-print"><a data-discover="true" href="/terug">Terug naar de ' +
        'resultaten</a></p><h1>Voertuigen zoeken</h1><div class="alert alert--error" ' +
        'role="alert"><div class="alert__body"><p class="alert__title"><span ' +
        'class="visually-hidden">Fout<!-- -->: </span>Mislukt</p><div class="alert__content">' +
        '<p>Fout corr-1</p></div></div></div><form id="search"></form>',
    );
    expect(screen({ state: 'failed', timedOut: true })).toMatch(
      /^<h1>Voertuigen zoeken<\/h1><div class="alert alert--error"[^]*<p>Te laat corr-1<\/p>/,
    );
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
      '<h1>Voertuigen zoeken</h1><p class="lead">Bevestig de link.</p><form id="search"></form>',
    );
    expect(screen({ state: 'invalid', crossSite: false })).toBe(
      '<h1>Voertuigen zoeken</h1><form id="search"></form>',
    );
  });
});

describe('LookupMessage', () => {
  it('says nothing before a search, and announces the no-result panel as its answer', () => {
    const message = (outcome: LookupState | undefined) =>
      render(<LookupMessage outcome={outcome} errors={errors} noResult="Niemand." announce />);
    expect(message(undefined)).toBe('');
    expect(message({ state: 'found' })).toBe('');
    expect(message({ state: 'notFound' })).toMatch(
      /^<section class="panel panel--empty" aria-labelledby="resultaten"><h2 id="resultaten"/,
    );
  });
});
