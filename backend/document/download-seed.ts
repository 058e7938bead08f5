// The public download's demonstration links, loaded once after the document service: a small
// letter of Stad Rivierstad (sent by e-mail, its PDF made here) with a link that works until
// 2099 and a link that expired, both with fixed ids and tokens (docs/demo-data.md). The shipment
// and the links are made once; the links' token hashes are brought up to date at every start.
import type { Kysely } from 'kysely';
import PDFDocument from 'pdfkit';
import { demoOrganisations } from '@contracts/demo-catalogue';
import type { Database } from '../db/schema';
import { seedOnce, type Seeded } from '../db/seed-once';
import { pdfBytes } from '../pdf/bytes';
import { createDownloadLink, downloadTokenHash } from './download';
import type { PostalSchedule } from './schedule';
import { insertShipment, noOptions } from './store';

/** The demonstration shipment and its links: the same on every database. */
export const demoDownload = {
  shipmentId: '6f1d8a52-3c4b-4e7a-9d21-5b0c7e9a1f40',
  attachmentName: 'Bewonerskaart-parkeren-2026.pdf',
  /** The PDF's own words, to recognise it once downloaded. */
  title: 'Bewonerskaart parkeren 2026',
  valid: {
    guid: '0b6f3a1e-8c2d-4f5a-9e7b-1d3c5a7e9f20',
    token: 'DemoDownloadTokenRivierstad2026xxxxxxxxxxxx',
    expiresAt: new Date('2099-12-31T22:59:59Z'),
  },
  expired: {
    guid: '7c2e4b6d-1a3f-4e5b-8d7c-9f0a2b4c6d81',
    token: 'DemoExpiredTokenRivierstad2026xxxxxxxxxxxxx',
    expiresAt: new Date('2026-01-31T22:59:59Z'),
  },
} as const;

async function demoPdf(): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    lang: 'nl-BE',
    info: {
      Title: demoDownload.title,
      Author: 'Stad Rivierstad',
      CreationDate: new Date('2026-01-05T09:00:00Z'),
    },
  });
  const done = pdfBytes(doc);
  doc.font('Helvetica-Bold').fontSize(18).text('Stad Rivierstad');
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(14).text(demoDownload.title);
  doc.moveDown();
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(
      'Uw bewonerskaart voor het parkeren in zone Centrum is verlengd tot 31 december 2026. ' +
        'Bewaar dit document; u hoeft niets meer te doen.',
    );
  doc.end();
  return done;
}

export async function seedDocumentDownloads(
  db: Kysely<Database>,
  { hashSecret, schedule = 'realistic' }: { hashSecret: string; schedule?: PostalSchedule },
): Promise<Seeded<'links'>> {
  const bytes = await demoPdf();
  const seeded = await seedOnce(db, {
    lock: 7_291_120,
    marker: 'document_download_seed',
    counted: { links: 'document_download_links' },
    writes: ['document_download_links'],
    load: async (trx) => {
      await insertShipment(
        trx,
        {
          id: demoDownload.shipmentId,
          organisationCode: demoOrganisations.rivierstad.code,
          senderProfileId: 'rivierstad-documenten',
          sentBy: 'Dirk Maes',
          sentByRole: 'Documentendienst',
          channel: 'email',
          requestedDelivery: 'email',
          pairId: null,
          resentFrom: null,
          subject: demoDownload.title,
          message: 'Uw bewonerskaart is verlengd. U kunt ze downloaden via de link.',
          reference: 'DEMO-DOWNLOAD',
          recipient: {
            name: 'Lotte Janssens',
            insz: null,
            kbo: null,
            email: 'lotte.janssens@example.org',
            address: null,
          },
          eboxType: null,
          emailType: 'regular',
          options: noOptions,
          payment: null,
          fate: 'delivered',
          createdAt: new Date('2026-01-05T09:00:00Z'),
          idempotencyKey: null,
          attachments: [{ name: demoDownload.attachmentName, bytes, pages: 1 }],
        },
        schedule,
      );
      for (const link of [demoDownload.valid, demoDownload.expired]) {
        await createDownloadLink(trx, hashSecret, {
          shipmentId: demoDownload.shipmentId,
          attachmentPosition: 1,
          id: link.guid,
          token: link.token,
          expiresAt: link.expiresAt,
          now: new Date('2026-01-05T09:00:00Z'),
        });
      }
      return {};
    },
  });
  // The demonstration tokens are known: their hashes follow the hash secret of this start (a
  // copied database or a new secret keeps the demonstration links working).
  for (const link of [demoDownload.valid, demoDownload.expired]) {
    await db
      .updateTable('document_download_links')
      .set({ token_hash: downloadTokenHash(hashSecret, link.token) })
      .where('id', '=', link.guid)
      .execute();
  }
  return seeded;
}
