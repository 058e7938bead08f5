import { describe, expect, it } from 'vitest';
import { parseForm } from '~/page-state/parse-form';
import { sendSchema } from './send-schema';

const memberId = '5a0e7c1e-3b0d-4c59-9a51-6f3d2b8e1a01';
const groupId = '0b8f3f8e-2f4a-4d36-9b7e-3c1d2a4b5c6d';

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries({
    'nl.titel': 'Afval',
    'nl.bericht': 'Dinsdag',
    ...values,
  }))
    data.append(name, value);
  return data;
}

function errorsOf(values: Record<string, string>, kind: 'memberOrAll' | 'group' = 'memberOrAll') {
  const submission = parseForm(form(values), sendSchema(kind));
  return submission.status === 'success' ? null : submission.error;
}

describe('the send form', () => {
  it('takes everyone as the audience', () => {
    const submission = parseForm(form({ doelgroep: 'allen' }), sendSchema('memberOrAll'));
    expect(submission.status === 'success' && submission.value).toMatchObject({
      intent: 'review',
      audience: { kind: 'allen' },
      content: { nl: { titel: 'Afval', bericht: 'Dinsdag' }, fr: null },
    });
  });

  it('takes one member chosen from the suggestions, or typed', () => {
    const chosen = parseForm(
      form({ doelgroep: 'lid', lid: 'Stien Verheyen', lidId: memberId }),
      sendSchema('memberOrAll'),
    );
    expect(chosen.status === 'success' && chosen.value.audience).toEqual({
      kind: 'lid',
      id: memberId,
      text: 'Stien Verheyen',
    });
    const typed = parseForm(
      form({ doelgroep: 'lid', lid: ' Verheyen ', lidId: 'not an id' }),
      sendSchema('memberOrAll'),
    );
    expect(typed.status === 'success' && typed.value.audience).toEqual({
      kind: 'lid',
      id: null,
      text: 'Verheyen',
    });
  });

  it('asks whom to send to, and which member', () => {
    expect(errorsOf({})?.doelgroep).toEqual([{ key: 'push.audienceRequired' }]);
    expect(errorsOf({ doelgroep: 'lid', lid: '  ' })?.lid).toEqual([
      { key: 'push.memberRequired' },
    ]);
  });

  it('asks the group on the group screen, and nothing else of the audience', () => {
    expect(errorsOf({ groep: 'Bibliotheek' }, 'group')?.groep).toEqual([
      { key: 'push.groupRequired' },
    ]);
    const submission = parseForm(form({ groep: groupId }), sendSchema('group'));
    expect(submission.status === 'success' && submission.value.audience).toEqual({
      kind: 'groep',
      id: groupId,
    });
  });

  it('tests on phone numbers without an audience, refusing the whole test for one bad number', () => {
    const submission = parseForm(
      form({ intent: 'test', telefoonnummers: '+32 470 12 34 56\n0485 76 54 32' }),
      sendSchema('memberOrAll'),
    );
    expect(submission.status === 'success' && submission.value).toMatchObject({
      intent: 'test',
      audience: null,
      numbers: ['+32470123456', '+32485765432'],
    });
    expect(
      errorsOf({ intent: 'test', telefoonnummers: '+32470123456, +32 12' })?.telefoonnummers,
    ).toEqual([{ key: 'push.invalidNumber', values: { number: '+32 12' } }]);
    expect(errorsOf({ intent: 'test' })?.telefoonnummers).toEqual([
      { key: 'push.numbersRequired' },
    ]);
  });

  it('checks the content whatever the button', () => {
    expect(errorsOf({ intent: 'test', 'nl.titel': '', telefoonnummers: '+32470123456' })).toEqual({
      'nl.titel': [{ key: 'required' }],
    });
  });
});
