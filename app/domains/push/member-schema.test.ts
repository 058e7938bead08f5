import { describe, expect, it } from 'vitest';
import { parseForm } from '~/page-state/parse-form';
import { memberChangeSchema, newMemberSchema } from './member-schema';

function form(values: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
}

const group = '5a0e7c1e-3b0d-4c59-9a51-6f3d2b8e1a09';

describe('the member form', () => {
  it('reads a new member: the number as eleven digits, the phone in international form', () => {
    const submission = parseForm(
      form({
        insz: '00.01.22-546.91',
        naam: ' Verheyen ',
        voornaam: 'Stien',
        telefoon: '0470 12 34 56',
        email: '',
        groepen: [group],
      }),
      newMemberSchema(),
    );
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({
      insz: '00012254691',
      naam: 'Verheyen',
      voornaam: 'Stien',
      telefoon: '+32470123456',
      email: null,
      groepen: [group],
    });
  });

  it('refuses a wrong check digit, missing names, a phone and an e-mail that are none', () => {
    const submission = parseForm(
      form({ insz: '00.01.22-546.92', naam: '', telefoon: '123', email: 'an@' }),
      newMemberSchema(),
    );
    if (submission.status === 'success') throw new Error('accepted');
    const errors = submission.error ?? {};
    expect(errors.insz).toEqual([{ key: 'insz.checkDigit' }]);
    expect(errors.naam).toEqual([{ key: 'required' }]);
    expect(errors.voornaam).toEqual([{ key: 'required' }]);
    expect(errors.telefoon).toEqual([{ key: 'phone.invalid' }]);
    expect(errors.email?.[0]?.key).toMatch(/^email\./);
  });

  it('reads a change without a number; no group ticked is none, a group that is no id is refused', () => {
    const none = parseForm(form({ naam: 'Peeters', voornaam: 'An' }), memberChangeSchema());
    expect(none.status === 'success' && none.value).toEqual({
      naam: 'Peeters',
      voornaam: 'An',
      telefoon: null,
      email: null,
      groepen: [],
    });
    const forged = parseForm(
      form({ naam: 'Peeters', voornaam: 'An', groepen: 'everyone' }),
      memberChangeSchema(),
    );
    expect(forged.status).toBe('error');
  });
});
