import { describe, expect, it } from 'vitest';
import { parseForm } from '~/page-state/parse-form';
import { contentSchema, testNumbersSchema, uploadedImageId } from './content-schema';

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

describe('the notification content', () => {
  it('takes Dutch alone; the other languages left empty are none', () => {
    const submission = parseForm(
      form({
        'nl.titel': ' Afval ',
        'nl.bericht': '<p>Dinsdag</p>',
        'nl.url': 'https://www.rivierstad.be',
      }),
      contentSchema(),
    );
    expect(submission.status === 'success' && submission.value).toEqual({
      nl: {
        titel: 'Afval',
        subtitel: '',
        bericht: '<p>Dinsdag</p>',
        url: 'https://www.rivierstad.be',
        afbeelding: null,
      },
      fr: null,
      de: null,
      en: null,
    });
  });

  it('asks the Dutch title and message, and both of a language begun', () => {
    const submission = parseForm(form({ 'fr.titel': 'Déchets' }), contentSchema());
    if (submission.status === 'success') throw new Error('accepted');
    expect(submission.error?.['nl.titel']).toEqual([{ key: 'required' }]);
    expect(submission.error?.['nl.bericht']).toEqual([{ key: 'required' }]);
    expect(submission.error?.['fr.bericht']).toEqual([{ key: 'push.languageIncomplete' }]);
    expect(submission.error?.['fr.titel']).toBeUndefined();
  });

  it('refuses a title over 60 characters and a link or image that is not https', () => {
    const submission = parseForm(
      form({
        'nl.titel': 'a'.repeat(61),
        'nl.bericht': 'x',
        'nl.url': 'http://www.rivierstad.be',
        'nl.afbeelding': 'javascript:alert(1)',
      }),
      contentSchema(),
    );
    if (submission.status === 'success') throw new Error('accepted');
    expect(submission.error?.['nl.titel']).toEqual([{ key: 'maxLength', values: { amount: 60 } }]);
    expect(submission.error?.['nl.url']).toEqual([{ key: 'push.httpsUrl' }]);
    expect(submission.error?.['nl.afbeelding']).toEqual([{ key: 'push.httpsUrl' }]);
  });
});

describe('the phone numbers of a test send', () => {
  const numbers = testNumbersSchema();

  it('reads one to five numbers in any form, as international numbers', () => {
    expect(numbers.parse('0470 12 34 56, +32 485 76 54 32')).toEqual([
      '+32470123456',
      '+32485765432',
    ]);
    expect(numbers.parse('0470123456\n0485765432;')).toEqual(['+32470123456', '+32485765432']);
  });

  it('names the number that is none, and refuses none or more than five', () => {
    const wrong = numbers.safeParse('0470 12 34 56, 123');
    expect(wrong.error?.issues[0]).toMatchObject({
      message: 'push.invalidNumber',
      params: { number: '123' },
    });
    expect(numbers.safeParse(' , ').error?.issues[0]?.message).toBe('push.numbersRequired');
    expect(numbers.safeParse('0470123456,'.repeat(6)).error?.issues[0]).toMatchObject({
      message: 'push.tooManyNumbers',
      params: { max: 5 },
    });
  });
});

describe('uploadedImageId', () => {
  const id = '6f1c2a44-8d0e-4c1b-9a55-3b7e2f9d0c11';

  it('is the carried id while the address still ends with it, else none', () => {
    expect(uploadedImageId(`https://push.example/afbeeldingen/${id}`, id)).toBe(id);
    expect(uploadedImageId(`https://elders.example/${id}.png`, id)).toBeNull();
    expect(uploadedImageId('https://www.rivierstad.be/affiche.png', id)).toBeNull();
    expect(uploadedImageId(`https://push.example/afbeeldingen/${id}`, 'geen-id')).toBeNull();
    expect(uploadedImageId(null, id)).toBeNull();
    expect(uploadedImageId(`https://push.example/${id}`, null)).toBeNull();
  });
});
