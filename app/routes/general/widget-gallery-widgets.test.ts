// The showcase form's server-side schema and how the gallery tells its reply apart.
import { describe, expect, it } from 'vitest';
import { parseForm } from '~/page-state/parse-form';
import {
  isWidgetShowcaseResult,
  widgetShowcaseIntent,
  widgetShowcaseSchema,
} from './widget-gallery-widgets';

/** The showcase form as a browser without JavaScript posts it: every input, empty or not. */
function posted(values: Record<string, string | string[]>) {
  const form = new URLSearchParams({
    intent: widgetShowcaseIntent,
    remark: '',
    'period.month': '',
    'period.year': '',
    'buildYears.min': '',
    'buildYears.max': '',
    'fiche60.jaar': '',
    'fiche60.kantoorNummer': '',
    'fiche60.volgNummer': '',
    'fiche60.typeFiche': '',
    'fiche60.goedNummer': '',
  });
  for (const [name, value] of Object.entries(values)) {
    form.delete(name);
    for (const item of [value].flat()) form.append(name, item);
  }
  return form;
}

describe('widgetShowcaseSchema', () => {
  it('accepts a form with one channel and everything else empty', () => {
    expect(parseForm(posted({ channels: 'email' }), widgetShowcaseSchema).status).toBe('success');
  });

  it('answers a too long remark and no channel with the two errors', () => {
    const submission = parseForm(posted({ remark: 'x'.repeat(25) }), widgetShowcaseSchema);
    expect(submission.reply().error).toEqual({
      remark: [{ key: 'maxLength', values: { amount: 20 } }],
      channels: [{ key: 'required' }],
    });
  });

  it('allows two municipalities but not three', () => {
    const two = parseForm(
      posted({ channels: 'ebox', municipalities: ['gent', 'brugge'] }),
      widgetShowcaseSchema,
    );
    expect(two.status).toBe('success');
    const three = parseForm(
      posted({ channels: 'ebox', municipalities: ['gent', 'brugge', 'leuven'] }),
      widgetShowcaseSchema,
    );
    expect(three.reply().error?.municipalities).toEqual([
      { key: 'multiSelect.maximumReached', values: { amount: 2 } },
    ]);
  });
});

describe('isWidgetShowcaseResult', () => {
  it("recognizes the showcase's reply by its intent, not the gallery form's", () => {
    const showcase = parseForm(posted({ remark: 'x'.repeat(25) }), widgetShowcaseSchema).reply();
    expect(isWidgetShowcaseResult(showcase)).toBe(true);
    expect(isWidgetShowcaseResult({ status: 'error', initialValue: { insz: '123' } })).toBe(false);
    expect(isWidgetShowcaseResult(undefined)).toBe(false);
  });
});
