// The rows of a record's label/value list: a value the source left out gives no row at all.
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '~/i18n/i18n-provider';
import { resources } from '~/i18n/resources';
import { personCodeLists } from '~/lib/code-lists/person';
import { CodeRow, OptionalRow } from './summary-list';

function render(element: React.ReactElement): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={createI18n('nl', resources.nl)}>{element}</I18nextProvider>,
  );
}

describe('OptionalRow', () => {
  it('shows a given value as the row shows it, and no row without one', () => {
    expect(
      render(
        <OptionalRow label="Sinds" value="2020">
          {(year) => `jaar ${year}`}
        </OptionalRow>,
      ),
    ).toBe('<div class="summary-list__row"><dt>Sinds</dt><dd>jaar 2020</dd></div>');
    expect(
      render(
        <OptionalRow label="Sinds" value={null}>
          {String}
        </OptionalRow>,
      ),
    ).toBe('');
  });
});

describe('CodeRow', () => {
  it('shows the code with its label, and no row without a code', () => {
    expect(
      render(
        <CodeRow
          label="Staat"
          list={personCodeLists.civilStatus}
          value={{ code: '20', omschrijving: 'x' }}
        />,
      ),
    ).toBe(
      '<div class="summary-list__row"><dt>Staat</dt><dd>Gehuwd<span class="code-value__code"> (20)</span></dd></div>',
    );
    expect(
      render(<CodeRow label="Staat" list={personCodeLists.civilStatus} value={undefined} />),
    ).toBe('');
  });
});
