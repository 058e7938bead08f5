// Reading a form with a file input per field (a notification's image per language): each file
// kept under its field, one over the limit refused on its own field with the rest of the form
// read on, an urlencoded post read alike, and a post past its parts or files refused whole.
import { describe, expect, it } from 'vitest';
import { readFileFieldsForm } from './uploaded-file.server';

const KB = 1024;
const fileFields = ['nl.bestand', 'fr.bestand'];
const limits = { fileFields, maxBytes: 10 * KB, ceilingBytes: 100 * KB };

function multipart(build: (form: FormData) => void): Request {
  const form = new FormData();
  build(form);
  return new Request('http://portal.test/formulier', { method: 'POST', body: form });
}

const file = (size: number, name = 'beeld.png') =>
  new File([new Uint8Array(size).fill(0x41)], name, { type: 'image/png' });

describe('readFileFieldsForm', () => {
  it("keeps each field's file and the other fields; an empty file input is no file", async () => {
    const reading = await readFileFieldsForm(
      multipart((form) => {
        form.append('nl.titel', 'Afval');
        form.append('nl.bestand', file(3 * KB));
        form.append('fr.bestand', new File([], ''));
        form.append('fr.titel', 'Déchets');
      }),
      limits,
    );
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.fields.get('nl.titel')).toBe('Afval');
    expect(reading.fields.get('fr.titel')).toBe('Déchets');
    expect(reading.fields.has('nl.bestand')).toBe(false);
    expect([...reading.files.keys()]).toEqual(['nl.bestand']);
    expect(reading.files.get('nl.bestand')).toMatchObject({ name: 'beeld.png', size: 3 * KB });
    expect(reading.tooLarge.size).toBe(0);
  });

  it('refuses a file over the limit on its own field, and reads the rest of the form on', async () => {
    const reading = await readFileFieldsForm(
      multipart((form) => {
        form.append('nl.bestand', file(10 * KB + 1));
        form.append('nl.titel', 'Afval');
        form.append('fr.bestand', file(10 * KB));
      }),
      limits,
    );
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect([...reading.tooLarge]).toEqual(['nl.bestand']);
    expect([...reading.files.keys()]).toEqual(['fr.bestand']);
    expect(reading.fields.get('nl.titel')).toBe('Afval');
  });

  it('reads an urlencoded post as well', async () => {
    const reading = await readFileFieldsForm(
      new Request('http://portal.test/formulier', {
        method: 'POST',
        body: new URLSearchParams({ 'nl.titel': 'Afval', intent: 'review' }),
      }),
      limits,
    );
    expect(reading.ok && reading.fields.get('intent')).toBe('review');
    expect(reading.ok && reading.files.size).toBe(0);
  });

  it('refuses the whole post past its ceiling, its files, or its parts', async () => {
    const refused = async (request: Request, key: string) =>
      expect(await readFileFieldsForm(request, limits)).toMatchObject({
        ok: false,
        issue: { key },
      });
    await refused(
      multipart((form) => form.append('nl.bestand', file(100 * KB + 1))),
      'files.tooLarge',
    );
    await refused(
      multipart((form) => {
        for (const name of ['nl.bestand', 'fr.bestand', 'de.bestand']) form.append(name, file(KB));
      }),
      'files.tooManyFiles',
    );
    await refused(
      multipart((form) => {
        form.append('nl.bestand', file(KB));
        form.append('nl.bestand', file(KB, 'tweede.png'));
      }),
      'invalid',
    );
    await refused(
      multipart((form) => {
        for (let index = 0; index < 250; index += 1) form.append(`veld${index}`, 'x');
      }),
      'invalid',
    );
  });
});
