// The documents the service renders itself with pdfkit's built-in Helvetica: the proof of posting
// of a letter handed to the postal service, and the small letters the synthetic shipments carry.
// The same input gives the same bytes: the creation date comes from the input, never the clock.
import PDFDocument from 'pdfkit';
import type { LetterAddressValue } from '@contracts/document';
import { winAnsiText } from '../health-attestation/document';
import { pdfBytes } from '../pdf/bytes';

export interface SimplePdfInput {
  title: string;
  author: string;
  /** Paragraphs, each printed as its own block. */
  paragraphs: readonly string[];
  /** Label/value rows printed under the paragraphs. */
  rows?: readonly { label: string; value: string }[];
  createdAt: Date;
}

/** One A4 page (or more when the text needs it) with a title, paragraphs and label/value rows. */
export function renderSimplePdf(input: SimplePdfInput): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: 'nl-BE',
    displayTitle: true,
    info: {
      Title: winAnsiText(input.title),
      Author: winAnsiText(input.author),
      Creator: winAnsiText(input.author),
      CreationDate: input.createdAt,
    },
  });
  const done = pdfBytes(doc);
  doc.font('Helvetica-Bold').fontSize(18).text(winAnsiText(input.title));
  doc.moveDown();
  doc.font('Helvetica').fontSize(11);
  for (const paragraph of input.paragraphs) {
    doc.text(winAnsiText(paragraph));
    doc.moveDown(0.6);
  }
  for (const row of input.rows ?? []) {
    doc.font('Helvetica-Bold').text(`${winAnsiText(row.label)}: `, { continued: true });
    doc.font('Helvetica').text(winAnsiText(row.value));
  }
  doc.end();
  return done;
}

function addressLines(address: LetterAddressValue | null): string[] {
  if (!address) return [];
  const street = [address.straat, address.nummer, address.bus ? `bus ${address.bus}` : '']
    .filter(Boolean)
    .join(' ');
  return [street, `${address.postcode} ${address.gemeente}`, address.land].filter(Boolean);
}

const dateTime = new Intl.DateTimeFormat('nl-BE', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Brussels',
});

/** The proof of posting: who sent what to whom, when it was handed over and its track code. */
export function renderProofOfPosting(shipment: {
  id: string;
  subject: string;
  sender: string;
  recipientName: string;
  recipientAddress: LetterAddressValue | null;
  registered: boolean;
  handedOverAt: Date;
  trackCode: string | null;
}): Promise<Uint8Array> {
  return renderSimplePdf({
    title: 'Bewijs van afgifte',
    author: shipment.sender,
    paragraphs: [
      'De postdienst bevestigt dat de volgende zending werd afgegeven.',
      [shipment.recipientName, ...addressLines(shipment.recipientAddress)].join('\n'),
    ],
    rows: [
      { label: 'Zending', value: shipment.id },
      { label: 'Onderwerp', value: shipment.subject },
      { label: 'Afzender', value: shipment.sender },
      { label: 'Aangetekend', value: shipment.registered ? 'ja' : 'nee' },
      { label: 'Afgegeven op', value: dateTime.format(shipment.handedOverAt) },
      { label: 'Zendingsnummer', value: shipment.trackCode ?? '' },
    ],
    createdAt: shipment.handedOverAt,
  });
}
