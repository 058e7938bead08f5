import { describe, expect, it } from 'vitest';
import { parseForm } from '~/page-state/parse-form';
import { removalSchema } from './removal';

const mutation = '9ddf6b85-a1ab-4787-8902-55c47bb5aecf';

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

describe('removalSchema', () => {
  it('reads the mutation read and what the banner names', () => {
    const result = parseForm(
      form({
        intent: 'verwijderen',
        bewijsmutatiereferte: mutation,
        titel: 'Diploma',
        laatste: '1',
      }),
      removalSchema(false),
    );
    expect(result.status === 'success' && result.value).toEqual({
      intent: 'verwijderen',
      bewijsmutatiereferte: mutation,
      titel: 'Diploma',
      naam: '',
      laatste: '1',
    });
  });

  it('refuses a post without the removal’s button or a mutation', () => {
    const refused = parseForm(form({ bewijsmutatiereferte: 'abc' }), removalSchema(false));
    expect(refused.status === 'error' && Object.keys(refused.error ?? {}).sort()).toEqual([
      'bewijsmutatiereferte',
      'intent',
    ]);
  });

  it('asks the reference only of a role whose rules demand one', () => {
    const values = { intent: 'verwijderen', bewijsmutatiereferte: mutation };
    expect(parseForm(form(values), removalSchema(false)).status).toBe('success');
    const strict = parseForm(form(values), removalSchema(true));
    expect(strict.status === 'error' && strict.error).toEqual({ reference: [{ key: 'required' }] });
  });
});
