// The attestation PDF: a whole PDF whose text a person (and a test) can read, accents included.
import { getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { isPdf, pdfText } from '../../tests/support/pdf-text';
import { type AttestationPdfInput, renderAttestationPdf, winAnsiText } from './document';

const certificate: AttestationPdfInput = {
  language: 'nl',
  title: 'Vaccinatiecertificaat',
  person: { name: 'Zoë Van den Broeck-Ćosić', insz: '85.07.30-033.28', birthdate: '30 juli 1985' },
  sections: [
    {
      heading: 'Vaccinatie',
      rows: [
        { label: 'Ziekte', value: 'COVID-19' },
        { label: 'Vaccin', value: 'Comirnaty – mRNA (naïeve coöperatie)' },
        { label: 'Dosis', value: '2 van 2' },
        { label: 'Datum van vaccinatie', value: '12 februari 2026' },
      ],
    },
    {
      heading: 'Certificaat',
      rows: [
        { label: 'Uitgegeven door', value: 'Agentschap Zorg en Gezondheid' },
        { label: 'Land', value: 'België' },
      ],
    },
  ],
  verificationCode: 'HA-7K2M-9QX4-PL3D',
  verificationLabel: 'Verificatiecode',
  verificationHint: 'Met deze code controleert een verificateur het certificaat bij de bron.',
  generatedAt: '14 maart 2026 om 10:32',
  issuer: 'Vlaamse overheid – Digitaal Vlaanderen',
  createdAt: new Date('2026-03-14T09:32:00Z'),
};

/** The PDF's bytes as text, to look at its header, trailer and catalogue. */
const raw = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('renderAttestationPdf', () => {
  it('makes a whole PDF whose text holds the title, the person, every row and the code', async () => {
    const bytes = await renderAttestationPdf(certificate);
    expect(isPdf(bytes)).toBe(true);
    expect(raw(bytes).startsWith('%PDF-')).toBe(true);
    expect(raw(bytes).trimEnd().endsWith('%%EOF')).toBe(true);

    const text = await pdfText(bytes);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Vaccinatiecertificaat');
    // Ć and ć are not in Helvetica's WinAnsi encoding: printed as their base letter, ë as it is.
    expect(lines).toContain('Zoë Van den Broeck-Cosic');
    expect(lines).toContain('Rijksregisternummer 85.07.30-033.28');
    expect(lines).toContain('Geboortedatum 30 juli 1985');
    for (const section of certificate.sections) {
      expect(lines).toContain(section.heading);
      for (const { label, value } of section.rows) expect(lines).toContain(`${label} ${value}`);
    }
    expect(lines).toContain('Verificatiecode');
    expect(lines).toContain('HA-7K2M-9QX4-PL3D');
    expect(lines).toContain(certificate.verificationHint);
    expect(text).toContain('Vlaamse overheid – Digitaal Vlaanderen');
    expect(text).toContain('Aangemaakt op 14 maart 2026 om 10:32');
    expect(lines).toContain('Pagina 1 van 1');
  });

  it('sets the metadata from the input, the name as given (metadata is not WinAnsi)', async () => {
    const bytes = await renderAttestationPdf(certificate);
    const { info } = await getMeta(new Uint8Array(bytes), { parseDates: true });
    expect(info).toMatchObject({
      Title: 'Vaccinatiecertificaat',
      Author: 'Vlaamse overheid – Digitaal Vlaanderen',
      Subject: 'Vaccinatiecertificaat – Zoë Van den Broeck-Ćosić',
      CreationDate: new Date('2026-03-14T09:32:00Z'),
    });
    expect(raw(bytes)).toContain('/Lang (nl-BE)');
  });

  it('renders the same input to the same bytes', async () => {
    const [first, second] = await Promise.all([
      renderAttestationPdf(certificate),
      renderAttestationPdf(certificate),
    ]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    const later = await renderAttestationPdf({ ...certificate, createdAt: new Date(2027, 0, 1) });
    expect(Buffer.from(later).equals(Buffer.from(first))).toBe(false);
  });

  it('prints what WinAnsi cannot hold as a readable stand-in, never as garbage', async () => {
    const text = await pdfText(
      await renderAttestationPdf({
        ...certificate,
        language: 'en',
        title: 'Vaccination certificate',
        person: { name: 'Łukasz Šarić-Đorđević 王', insz: null, birthdate: '1 May 1990' },
        sections: [
          { heading: 'Test', rows: [{ label: 'Centre', value: 'Ærøskøbing — Ĳsselmeer' }] },
        ],
        generatedAt: '14 March 2026, 10:32\u202fAM',
      }),
    );
    const lines = text.split('\n');
    expect(lines).toContain('Lukasz Šaric-Dordevic ?');
    expect(lines).toContain('Centre Ærøskøbing — IJsselmeer');
    expect(lines).toContain('Date of birth 1 May 1990');
    expect(text).not.toContain('National register number');
    expect(text).toContain('Generated on 14 March 2026, 10:32 AM');
    expect(lines).toContain('Page 1 of 1');
  });

  it('continues long sections on further pages, each page numbered and footed', async () => {
    const sections = Array.from({ length: 5 }, (_, section) => ({
      heading: `Test ${section + 1}`,
      rows: Array.from({ length: 12 }, (_, row) => ({
        label: `Resultaat ${section + 1}.${row + 1}`,
        value: row % 3 ? 'negatief' : 'Een waarde die over meer dan één regel loopt. '.repeat(3),
      })),
    }));
    const text = await pdfText(await renderAttestationPdf({ ...certificate, sections }));
    const pages = Number(/Pagina 1 van (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Pagina ${page} van ${pages}`);
    expect(text.match(/Vlaamse overheid – Digitaal Vlaanderen/g)).toHaveLength(pages);
    expect(text).toMatch(/Test \d \(vervolg\)/);
    expect(text).toContain('Resultaat 5.12 negatief');
    expect(text.split('\n').at(-3)).toBe(
      'Met deze code controleert een verificateur het certificaat bij de bron.',
    );
  });
});

describe('winAnsiText', () => {
  it.each([
    // What Helvetica can print stays as it is.
    ['Zoë Noël Citroën é ï ç ß € – “x” …', 'Zoë Noël Citroën é ï ç ß € – “x” …'],
    // A letter with an accent WinAnsi lacks keeps its base letter; a stroked one its lookalike.
    ['Ćosić Łódź ő Ŝ', 'Cosic Lódz o S'],
    // Other spaces (Intl's narrow no-break space among them) and tabs become spaces.
    ['a\u202fb\u2009c\td', 'a b c d'],
    // Control characters, other scripts and emoji become a question mark each.
    ['\u0085 王 😀', '? ? ?'],
    // Decomposed input is composed first: e and a combining diaeresis are ë.
    ['Zoe\u0308', 'Zoë'],
  ])('prints %j as %j', (text, printed) => {
    expect(winAnsiText(text)).toBe(printed);
  });
});
