// The LED bulk calls: the generic bulk calls for the 'led' kind (backend/bulk/api.ts), and the
// metadata download of a job, a workbook of every proof it registered. That download shows
// personal data: one legal-log entry per proof is written before the file leaves, and none of it
// leaves when they cannot be.
import type { Express } from 'express';
import { xlsxContentType } from '@contracts/bulk';
import {
  downloadProofJobMetadata,
  downloadProofJobResult,
  downloadProofSheetFindings,
  getProofJob,
  getProofJobs,
  getProofSheet,
  ledSource,
  proofItemSchema,
  proofSheetColumnOf,
  proofSheetColumnTitles,
  sendProofSheet,
  validateProofSheet,
} from '@contracts/led';
import { proofStatusCodes } from '@contracts/led-codes';
import { serveBulkCalls } from '../bulk/api';
import { columnByTitles, ownerOf } from '../bulk/files';
import { ownedJob } from '../bulk/jobs';
import { derivedFileName, writeSheetWorkbook } from '../bulk/workbook';
import { serveCall, type BackendServices } from '../http/call';
import { ledBulkKind } from '../led/bulk';
import { proofsOfJob } from '../led/read';
import { consultationRules, recordConsultation } from '../legal-log/consultation';

const metadataTexts = {
  nl: {
    sheet: 'Metadata',
    file: 'metadata',
    header: [
      'INSZ',
      'Bewijsreferte',
      'Bewijsmutatiereferte',
      'Status',
      'Titel',
      'Geregistreerd op',
      'Regel',
    ],
  },
  en: {
    sheet: 'Metadata',
    file: 'metadata',
    header: [
      'INSZ',
      'Proof reference',
      'Mutation reference',
      'Status',
      'Title',
      'Registered at',
      'Line',
    ],
  },
} as const;

export function ledBulkApi(app: Express, services: BackendServices): void {
  serveBulkCalls(
    app,
    services,
    {
      kind: ledBulkKind,
      itemSchema: proofItemSchema,
      columnOf: columnByTitles((path) => {
        const column = proofSheetColumnOf(path);
        return column ? proofSheetColumnTitles[column] : null;
      }),
    },
    {
      validate: validateProofSheet,
      file: getProofSheet,
      validationDownload: downloadProofSheetFindings,
      send: sendProofSheet,
      progress: getProofJob,
      resultDownload: downloadProofJobResult,
      overview: getProofJobs,
    },
  );

  serveCall(app, services, downloadProofJobMetadata, async (context) => {
    const db = context.services.db;
    const job = await ownedJob(
      db,
      ownerOf(context),
      ledBulkKind,
      context.body.jobId,
      context.language,
    );
    // The entries carry the job's own reference: the call asks for none of its own.
    const rules = consultationRules(context, downloadProofJobMetadata, {
      reference: null,
      source: ledSource,
    });
    const proofs = await proofsOfJob(db, job.id);
    await db.transaction().execute(async (trx) => {
      for (const proof of proofs) {
        await recordConsultation(
          context,
          rules,
          {
            operation: downloadProofJobMetadata.id,
            subjectKind: 'Insz',
            subject: proof.insz,
            reference: job.reference,
            source: ledSource,
            outcome: 'gevonden',
          },
          trx,
        );
      }
    });
    const text = metadataTexts[context.language];
    const body = await writeSheetWorkbook({
      sheetName: text.sheet,
      header: text.header,
      rows: proofs.map((proof) => [
        proof.insz,
        proof.reference,
        proof.mutation_reference,
        `${proofStatusCodes[proof.status]?.[context.language] ?? proof.status} (${proof.status})`,
        proof.title,
        new Date(proof.registered_at).toISOString(),
        String(proof.line),
      ]),
    });
    return {
      fileName: derivedFileName(job.file_name, text.file),
      contentType: xlsxContentType,
      body,
    };
  });
}
