import { describe, expect, it } from 'vitest';
import { parseForm } from '~/page-state/parse-form';
import { profileChoiceSchema } from './profile-choice';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return parseForm(data, profileChoiceSchema);
};

describe('the profile choice', () => {
  it('reads the chosen profile and the redirect target', () => {
    const submission = form({ uri: 'urn:backoffice:rol:Kadaster:OVO100001', redirect: '/' });
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({
      uri: 'urn:backoffice:rol:Kadaster:OVO100001',
      redirect: '/',
    });
  });

  it('names the field when no profile is chosen', () => {
    const cases: Record<string, string>[] = [{}, { uri: '' }, { uri: '   ' }, { redirect: '/' }];
    for (const entries of cases) {
      const submission = form(entries);
      expect(submission.status === 'error' && submission.error?.uri).toEqual([
        { key: 'profile.required' },
      ]);
    }
  });

  it('refuses a value no profile can have', () => {
    const submission = form({ uri: 'x'.repeat(301) });
    expect(submission.status === 'error' && submission.error?.uri).toEqual([{ key: 'invalid' }]);
  });
});
