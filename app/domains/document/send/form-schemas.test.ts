import { describe, expect, it } from 'vitest';
import { parseForm } from '~/page-state/parse-form';
import { eboxCheckSchema, emailFormSchema, letterFormSchema, paymentOf } from './form-schemas';

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

const errorsOf = (submission: object) =>
  Object.fromEntries(
    Object.entries(
      ('error' in submission ? (submission.error as Record<string, unknown> | null) : null) ?? {},
    ).map(([field, issues]) => [field, (issues as { key: string }[]).map((found) => found.key)]),
  );

describe('the send forms’ schemas', () => {
  const letter = { afzender: 'rivierstad-documenten', onderwerp: 'Uw aanvraag' };

  it('reads a letter by national number with its options and payment', () => {
    const submission = parseForm(
      form({
        ...letter,
        ontvangerWijze: 'insz',
        insz: '60.11.18-422.84',
        uwReferentie: 'BRIEF-17',
        aangetekend: 'on',
        ontvangstbewijs: 'on',
        rekeningnummer: 'BE68 5390 0754 7034',
        gestructureerdeMededeling: '+++010/8068/17183+++',
        verzendwijze: 'automatic',
      }),
      letterFormSchema,
    );
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toMatchObject({ aangetekend: true, ontvangstbewijs: true });
    expect(paymentOf(submission.value)).toEqual({
      rekeningnummer: 'BE68539007547034',
      gestructureerdeMededeling: '010806817183',
    });
  });

  it('names each wrong field of a letter', () => {
    const submission = parseForm(
      form({
        ...letter,
        ontvangerWijze: 'insz',
        insz: '12345',
        ontvangstbewijs: 'on',
        rekeningnummer: 'BE00 1234',
        gestructureerdeMededeling: '123456789012',
      }),
      letterFormSchema,
    );
    expect(errorsOf(submission)).toEqual({
      insz: ['insz.invalid'],
      // A recipient by number is a lookup in the register, logged under the reference.
      uwReferentie: ['required'],
      rekeningnummer: ['accountNumber.invalid'],
      gestructureerdeMededeling: ['paymentReference.invalid'],
      ontvangstbewijs: ['invalid'],
    });
  });

  it('asks both payment fields or neither, and a free address only on paper', () => {
    const submission = parseForm(
      form({
        ...letter,
        ontvangerWijze: 'adres',
        verzendwijze: 'paperAndEbox',
        rekeningnummer: 'BE68 5390 0754 7034',
      }),
      letterFormSchema,
    );
    expect(errorsOf(submission)).toEqual({
      gestructureerdeMededeling: ['required'],
      verzendwijze: ['invalid'],
    });
  });

  it('checks an eBox by number and reference alone', () => {
    const check = { eboxType: 'onderneming', kbo: '0424.871.480', uwReferentie: 'DOS-7' };
    expect(parseForm(form(check), eboxCheckSchema).status).toBe('success');
    // The check names the recipient: a consultation, which needs the reference.
    expect(errorsOf(parseForm(form({ eboxType: 'onderneming' }), eboxCheckSchema))).toEqual({
      kbo: ['required'],
      uwReferentie: ['required'],
    });
  });

  it('reads an e-mail, and refuses an address that is none with the e-mail rule’s message', () => {
    const ok = parseForm(
      form({
        afzender: 'x',
        onderwerp: 'Afspraak',
        bericht: 'Tot dan',
        emailType: 'registered',
        email: 'an.peeters@example.org',
      }),
      emailFormSchema,
    );
    expect(ok.status).toBe('success');
    const wrong = parseForm(
      form({ afzender: 'x', onderwerp: 'Afspraak', bericht: 'Tot dan', email: 'an.peeters@' }),
      emailFormSchema,
    );
    expect(errorsOf(wrong)).toEqual({ email: ['email.invalid'] });
  });
});
