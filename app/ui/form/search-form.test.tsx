// @vitest-environment happy-dom
// The shared search form as the server renders it (a plain GET form that works without
// JavaScript, its summary from the server's reply) and as a user sends it in the browser: once
// its rules are loaded (on first focus) a refused search stays on the page with the summary in
// focus; a valid one, or any one sent before the rules are there, is a GET to the screen.
import type { SubmissionResult } from '@conform-to/react';
import { useLoaderData } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createI18n } from '~/i18n/i18n-provider';
import { resources } from '~/i18n/resources';
import { validateRequired } from '~/lib/validation/required';
import { stringField, datePartsSchema } from '~/lib/validation/schemas';
import { parseForm, type FormErrors } from '~/page-state/parse-form';
import { DatePartsField } from './date-parts-field';
import { NoResultPanel, SearchForm, useSearchForm } from './search-form';
import { TextField } from './text-field';

// Tell React this environment runs its updates inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const required = stringField(validateRequired);
const schema = z.object({
  naam: required,
  geboorte: datePartsSchema({ required: true, allowPartial: false }),
});

/** The form's rules, loaded as a screen's form loads its search-schema module. */
const loadSchema = vi.fn(() => Promise.resolve(schema));

function TestSearchForm({ lastResult }: { lastResult?: SubmissionResult<FormErrors> }) {
  const [form, fields] = useSearchForm(
    { action: '/zoek', clearHref: '/zoek?wissen=1', lastResult },
    { id: 'test-search', schema: loadSchema, defaultValue: { naam: '' }, toResults: true },
  );
  return (
    <SearchForm
      form={form}
      fields={[
        { name: 'naam', label: 'Achternaam', messages: { required: 'Vul de achternaam in' } },
        {
          name: 'geboorte',
          label: 'Geboortedatum',
          target: DatePartsField.targetId(fields.geboorte),
        },
      ]}
      sent={{ modus: 'naam' }}
    >
      <TextField meta={fields.naam} label="Achternaam" required />
      <DatePartsField meta={fields.geboorte} legend="Geboortedatum" required />
    </SearchForm>
  );
}

/**
 * `node` on the screen /zoek. With `loaded` the screen has a loader that records the URLs it
 * answers (a search sent); without one it renders at once, as the server does.
 */
function inRouter(node: ReactNode, locale: 'nl' | 'en' = 'nl', loaded?: string[]) {
  const Stub = createRemixStub([
    {
      path: '/zoek',
      Component: () => <>{node}</>,
      ...(loaded
        ? {
            loader: ({ request }: { request: Request }) => {
              loaded.push(request.url);
              return null;
            },
          }
        : {}),
    },
  ]);
  return (
    <I18nextProvider i18n={createI18n(locale, resources[locale])}>
      <Stub initialEntries={['/zoek']} />
    </I18nextProvider>
  );
}

/** The server's reply to a refused search, with an error on a field the form does not show. */
const refused = () =>
  parseForm(
    new URLSearchParams({ naam: '', 'geboorte.year': '1990' }),
    schema.extend({ verborgen: required }),
  ).reply();

describe('SearchForm on the server', () => {
  it('is a GET form with its id, the sent values, the legend and the search buttons', () => {
    const html = renderToString(inRouter(<TestSearchForm />));
    expect(html).toContain(
      '<form method="get" action="/zoek#resultaten" id="test-search" novalidate=""',
    );
    expect(html).toMatch(
      /novalidate=""[^>]*><input type="hidden" name="modus" value="naam"\/><p class="form-hint">Velden met \* zijn verplicht.<\/p>/,
    );
    expect(html).toContain('<button type="submit" class="button">Zoeken</button>');
    expect(html).toContain(
      '<a class="button button--secondary" href="/zoek?wissen=1">Alle velden wissen</a>',
    );
    expect(html).not.toContain('error-summary');

    const english = renderToString(inRouter(<TestSearchForm />, 'en'));
    expect(english).toContain('Fields marked * are required.');
    expect(english).toContain('>Search</button>');
    expect(english).toContain('>Clear all fields</a>');
  });

  it('lists the refused fields it shows, in their order, at their controls, named', () => {
    const html = renderToString(inRouter(<TestSearchForm lastResult={refused()} />));
    const links = [...html.matchAll(/<a href="#([^"]+)">([^<]+)<\/a>/g)].map(([, id, text]) => [
      id,
      text,
    ]);
    expect(links).toEqual([
      ['test-search-naam', 'Vul de achternaam in'],
      ['test-search-geboorte.day', expect.stringMatching(/^Geboortedatum: /)],
    ]);
  });
});

describe('NoResultPanel', () => {
  it('says nothing was found in the domain’s words; as an answer, under the results heading', () => {
    const plain = renderToString(inRouter(<NoResultPanel text="Geen voertuig met 1-ABC-123." />));
    expect(plain).toContain(
      '<section class="panel panel--empty" aria-labelledby="no-result-title">',
    );
    expect(plain).toContain('<h2 id="no-result-title">Geen resultaat gevonden</h2>');
    expect(plain).toContain('<p>Geen voertuig met 1-ABC-123.</p>');

    const announced = renderToString(
      inRouter(
        <NoResultPanel announce text="No results.">
          <p>Try again</p>
        </NoResultPanel>,
        'en',
      ),
    );
    expect(announced).toContain('aria-labelledby="resultaten"');
    expect(announced).toMatch(
      /<h2 id="resultaten"[^>]*>No result found<\/h2><p>No results.<\/p><p>Try again<\/p>/,
    );
  });
});

describe('SearchForm in the browser', () => {
  let container: HTMLElement;
  let root: Root;
  let loaded: string[];

  beforeEach(async () => {
    loaded = [];
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root.render(inRouter(<TestSearchForm />, 'nl', loaded)));
  });

  afterEach(async () => {
    await act(async () => root.unmount());
    container.remove();
  });

  /**
   * Moves focus into the form, which loads its rules, and waits until they are in place: the form
   * has rendered with them once it builds them again for that render (lazy-validation.ts).
   */
  async function loadRules() {
    const calls = loadSchema.mock.calls.length;
    await act(async () => container.querySelector<HTMLInputElement>('#test-search-naam')?.focus());
    await vi.waitFor(() => expect(loadSchema.mock.calls.length).toBeGreaterThan(calls + 1));
  }

  async function search() {
    const button = container.querySelector<HTMLButtonElement>('button[type="submit"]');
    await act(async () => button?.click());
    for (let round = 0; round < 5; round += 1) {
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    }
  }

  function type(selector: string, value: string) {
    const input = container.querySelector<HTMLInputElement>(selector);
    if (!input) throw new Error(`no ${selector}`);
    input.value = value;
  }

  it('sends a search as it is before its rules are loaded: the screen checks it', async () => {
    const shown = loaded.length;
    await search();
    expect(loadSchema).not.toHaveBeenCalled();
    expect(loaded).toHaveLength(shown + 1);
    expect(container.querySelector('.error-summary')).toBeNull();
  });

  it('keeps a refused search on the page, focus on the summary at every attempt', async () => {
    await loadRules();
    const shown = loaded.length;
    await search();
    expect(loaded).toHaveLength(shown);
    const summary = container.querySelector('.error-summary');
    expect(summary?.textContent).toContain('Vul de achternaam in');
    expect(document.activeElement).toBe(summary);

    (document.activeElement as HTMLElement | null)?.blur();
    await search();
    expect(document.activeElement).toBe(container.querySelector('.error-summary'));
  });

  it('sends a valid search as a GET with its values and the sent values', async () => {
    await loadRules();
    const shown = loaded.length;
    type('#test-search-naam', 'Peeters');
    type('[id="test-search-geboorte.day"]', '1');
    type('[id="test-search-geboorte.month"]', '2');
    type('[id="test-search-geboorte.year"]', '1990');
    await search();
    expect(loaded).toHaveLength(shown + 1);
    const url = new URL(loaded.at(-1) ?? '');
    expect(url.pathname).toBe('/zoek');
    expect(url.searchParams.get('modus')).toBe('naam');
    expect(url.searchParams.get('naam')).toBe('Peeters');
    expect(url.searchParams.get('geboorte.year')).toBe('1990');
  });
});

describe('SearchForm sent before its rules are loaded', () => {
  it('does not send the form when a refused field is corrected before the rules are there', async () => {
    const loaded: string[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    try {
      await act(async () =>
        root.render(inRouter(<TestSearchForm lastResult={refused()} />, 'nl', loaded)),
      );
      const shown = loaded.length;
      const input = container.querySelector<HTMLInputElement>('#test-search-naam');
      if (!input) throw new Error('no #test-search-naam');
      input.value = 'Peeters';
      await act(async () => input.dispatchEvent(new Event('input', { bubbles: true })));
      for (let round = 0; round < 5; round += 1) {
        await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
      }
      // conform checks a refused field again on input only once the rules are loaded: before,
      // asking for that check would have submitted the form as a search.
      expect(loaded).toHaveLength(shown);
    } finally {
      await act(async () => root.unmount());
      container.remove();
    }
  });

  it('moves focus to the summary when the screen’s answer refuses the search', async () => {
    const Screen = () => {
      const lastResult = useLoaderData<SubmissionResult<FormErrors> | null>();
      return <TestSearchForm lastResult={lastResult ?? undefined} />;
    };
    const Stub = createRemixStub([
      {
        path: '/zoek',
        Component: Screen,
        // The screen checks a sent search with the same rules: this one is refused.
        loader: ({ request }: { request: Request }) =>
          new URL(request.url).searchParams.has('naam') ? refused() : null,
      },
    ]);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    try {
      await act(async () =>
        root.render(
          <I18nextProvider i18n={createI18n('nl', resources.nl)}>
            <Stub initialEntries={['/zoek']} />
          </I18nextProvider>,
        ),
      );
      const button = container.querySelector<HTMLButtonElement>('button[type="submit"]');
      await act(async () => button?.click());
      await vi.waitFor(() => expect(container.querySelector('.error-summary')).not.toBeNull());
      const summary = container.querySelector('.error-summary');
      expect(summary?.textContent).toContain('Vul de achternaam in');
      await vi.waitFor(() => expect(document.activeElement).toBe(summary));
    } finally {
      await act(async () => root.unmount());
      container.remove();
    }
  });
});

/** A one-field search form of its own; two of them share the screen /zoek. */
function OneFieldForm({ id, name }: { id: string; name: string }) {
  const [form, fields] = useSearchForm(
    { action: '/zoek', clearHref: '/zoek', lastResult: null },
    {
      id,
      schema: () => Promise.resolve(z.object({ [name]: required })),
      defaultValue: { [name]: '' },
    },
  );
  const meta = fields[name];
  if (!meta) throw new Error(`no field ${name}`);
  return (
    <SearchForm form={form} fields={[{ name, label: name }]}>
      <TextField meta={meta} label={name} required />
    </SearchForm>
  );
}

describe('two search forms on one screen', () => {
  it('makes only the button of the form whose search is under way busy', async () => {
    // The screen's loader answers nothing until the test lets it: the search stays under way.
    let answer: () => void = () => {};
    const Stub = createRemixStub([
      {
        path: '/zoek',
        Component: () => (
          <>
            <OneFieldForm id="plaat" name="nummerplaat" />
            <OneFieldForm id="land" name="land" />
          </>
        ),
        loader: ({ request }: { request: Request }) =>
          new URL(request.url).search === ''
            ? null
            : new Promise<null>((resolve) => {
                answer = () => resolve(null);
              }),
      },
    ]);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <I18nextProvider i18n={createI18n('nl', resources.nl)}>
          <Stub initialEntries={['/zoek']} />
        </I18nextProvider>,
      ),
    );
    const input = container.querySelector<HTMLInputElement>('#plaat-nummerplaat');
    if (!input) throw new Error('no plate field');
    input.value = '1ABC123';
    const [plateButton, countryButton] = [
      ...container.querySelectorAll<HTMLButtonElement>('button[type="submit"]'),
    ];
    await act(async () => plateButton?.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(plateButton?.getAttribute('aria-disabled')).toBe('true');
    expect(countryButton?.getAttribute('aria-disabled')).toBeNull();
    await act(async () => answer());
    await act(async () => root.unmount());
    container.remove();
  });
});

/** A consultation's search form: a name, then the source and 'Uw referentie' the kit adds. */
function ConsultationForm({ lastResult }: { lastResult?: SubmissionResult<FormErrors> }) {
  const [form, fields] = useSearchForm(
    { action: '/zoek', clearHref: '/zoek', lastResult },
    {
      id: 'raadpleging',
      schema: () =>
        Promise.resolve(z.object({ naam: required, bron: required, referentie: required })),
      defaultValue: { naam: '', bron: 'RR', referentie: '' },
    },
  );
  return (
    <SearchForm
      form={form}
      fields={[{ name: 'naam', label: 'Achternaam' }]}
      source={{ meta: fields.bron, sources: ['RR', 'KSZ'] }}
      reference={{ meta: fields.referentie, required: true }}
    >
      <TextField meta={fields.naam} label="Achternaam" required />
    </SearchForm>
  );
}

describe('SearchForm of a consultation', () => {
  it('shows the source and the kept reference after the inputs, the reference last in the summary', () => {
    const reply = parseForm(
      new URLSearchParams({ naam: '', bron: 'RR', referentie: '' }),
      z.object({ naam: required, bron: required, referentie: required }),
    ).reply();
    const html = renderToString(inRouter(<ConsultationForm lastResult={reply} />));
    const order = ['id="raadpleging-naam"', 'id="raadpleging-bron"', 'id="raadpleging-referentie"'];
    const positions = order.map((mark) => html.indexOf(mark));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html.indexOf('id="raadpleging-referentie"')).toBeLessThan(html.indexOf('Zoeken'));
    expect(html).toContain('<option value="KSZ">KSZ</option>');
    expect(html).toContain('Bewaard voor uw volgende opzoekingen in deze sessie.');
    const links = [...html.matchAll(/<a href="#([^"]+)">([^<]+)<\/a>/g)].map(([, id]) => id);
    expect(links).toEqual(['raadpleging-naam', 'raadpleging-referentie']);
  });
});
