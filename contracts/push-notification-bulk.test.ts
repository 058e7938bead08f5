import { describe, expect, it } from 'vitest';
import {
  plainTextCharacters,
  pushBulkColumns,
  pushBulkItem,
  pushBulkRowSchema,
  pushBulkSheetColumnOf,
  pushBulkSheetColumnTitles,
  type PushBulkCells,
} from './push-notification-bulk';

const empty: PushBulkCells = {
  insz: '',
  titelNl: '',
  berichtNl: '',
  titelFr: '',
  berichtFr: '',
  titelEn: '',
  berichtEn: '',
};

const read = (cells: Partial<PushBulkCells>) => pushBulkRowSchema.safeParse({ ...empty, ...cells });

/** Each broken rule as 'column: key' (with its amount, if any). */
function issuesOf(cells: Partial<PushBulkCells>) {
  const parsed = read(cells);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const amount =
          issue.code === 'custom' && issue.params ? ` ${String(issue.params.amount)}` : '';
        return `${issue.path.join('.')}: ${issue.message}${amount}`;
      });
}

describe('the push file’s row schema', () => {
  it('reads a member, with or without the separators, and the line’s own content', () => {
    expect(read({ insz: '00.01.22-546.91' }).data).toEqual({ insz: '00012254691' });
    expect(
      read({
        insz: '00012254691',
        titelNl: ' Uw paspoort ',
        berichtNl: 'Het ligt klaar.\r\n\r\nTot straks.',
        titelEn: 'Your passport',
        berichtEn: 'It is ready.',
      }).data,
    ).toEqual({
      insz: '00012254691',
      inhoud: {
        nl: { titel: 'Uw paspoort', bericht: 'Het ligt klaar.\n\nTot straks.' },
        en: { titel: 'Your passport', bericht: 'It is ready.' },
      },
    });
  });

  it('reports each broken rule on its column, with a key of the validation texts', () => {
    expect(issuesOf({})).toEqual(['insz: required']);
    expect(issuesOf({ insz: '0001225469' })).toEqual(['insz: insz.invalid']);
    expect(issuesOf({ insz: '00012254692' })).toEqual(['insz: insz.checkDigit']);
    expect(issuesOf({ insz: '00012254691', titelNl: 'Titel' })).toEqual(['berichtNl: required']);
    expect(issuesOf({ insz: '00012254691', titelFr: 'Titre', berichtFr: 'Message' })).toEqual([
      'titelNl: required',
      'berichtNl: required',
    ]);
    expect(
      issuesOf({ insz: '00012254691', titelNl: 't'.repeat(61), berichtNl: 'b'.repeat(994) }),
    ).toEqual(['titelNl: maxLength 60', 'berichtNl: maxLength 993']);
    // Line breaks are not counted, as the editor does not count them.
    expect(
      issuesOf({ insz: '00012254691', titelNl: 'Titel', berichtNl: `${'b'.repeat(993)}\n\n` }),
    ).toEqual([]);
  });

  it('makes items the backend’s item schema takes', () => {
    const made = read({ insz: '00012254691', titelNl: 'Titel', berichtNl: 'Bericht' });
    expect(pushBulkItem.safeParse(made.data).success).toBe(true);
    expect(pushBulkItem.safeParse({ insz: '00012254691', extra: 1 }).success).toBe(false);
    expect(
      pushBulkItem.safeParse({
        insz: '00012254691',
        inhoud: { nl: { titel: 'T', bericht: 'B' }, de: { titel: 'T', bericht: 'B' } },
      }).success,
    ).toBe(false);
  });
});

describe('the push file’s columns', () => {
  it('name each field of an item, in the template’s order', () => {
    expect(pushBulkColumns.map((column) => column.id)).toEqual(
      Object.keys(pushBulkSheetColumnTitles),
    );
    expect(pushBulkSheetColumnOf(['insz'])).toBe('insz');
    expect(pushBulkSheetColumnOf(['inhoud', 'fr', 'bericht'])).toBe('berichtFr');
    expect(pushBulkSheetColumnOf(['inhoud', 'en', 'titel'])).toBe('titelEn');
    expect(pushBulkSheetColumnOf(['inhoud', 'nl'])).toBe('titelNl');
    expect(pushBulkSheetColumnOf(['inhoud'])).toBeNull();
    expect(pushBulkSheetColumnOf(['inhoud', 'de', 'titel'])).toBeNull();
  });

  it('count a message’s characters as the editor does once it is HTML', () => {
    expect(plainTextCharacters('  Beste,\n\n\nUw aanvraag\nis klaar.  ')).toBe(
      'Beste,Uw aanvraagis klaar.'.length,
    );
  });
});
