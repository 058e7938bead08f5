// Audit reports of the legal log: durable jobs of their own table (legal_log_reports). Asking
// for one writes its row; the worker loop every backend instance runs (bulk/worker.ts) claims a
// waiting report with FOR UPDATE SKIP LOCKED and makes it in the same transaction that marks it
// done, so a backend stopped mid-report leaves it waiting and the next one makes it once. A
// report holds its filters, how many entries matched, the chain's verification over their range,
// when it was made and every matching entry (at most auditReportMaximumEntries, saying so when
// more matched), as a workbook (every cell through neutraliseCell: never a formula) or a PDF, in
// the language of the consultant who asked for it.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import PDFDocument from 'pdfkit';
import { xlsxContentType } from '@contracts/bulk';
import {
  auditReportMaximumEntries,
  type LegalLogEntry,
  type LegalLogVerification,
} from '@contracts/legal-log';
import {
  filtersAsJson,
  legalLogFiltersJson,
  type LegalLogFilters,
} from '@contracts/legal-log-filters';
import { writeWorkbook } from '../bulk/workbook';
import type { Database } from '../db/schema';
import { winAnsiText } from '../health-attestation/document';
import type { Language } from '../http/messages';
import { pdfBytes } from '../pdf/bytes';
import { legalLogKey, verifyRange, type LegalLogKey } from './chain';
import { countMatching, eachMatchingBatch, entryOf, verificationOf } from './read';

type Executor = Kysely<Database>;

export interface ReportOwner {
  subject: string;
  name: string;
  organisationCode: string;
  roleUri: string;
  correlationId: string;
  language: Language;
}

/** Writes a report's row, waiting for a worker to make it. */
export async function requestReport(
  db: Executor,
  owner: ReportOwner,
  filters: LegalLogFilters,
  format: 'xlsx' | 'pdf',
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('legal_log_reports')
    .values({
      id,
      owner_subject: owner.subject,
      owner_name: owner.name,
      organisation_code: owner.organisationCode,
      role_uri: owner.roleUri,
      correlation_id: owner.correlationId,
      language: owner.language,
      format,
      filters: JSON.stringify(filtersAsJson(filters)),
      status: 'InBehandeling',
      entry_count: null,
      file_name: null,
      content: null,
      finished_at: null,
    })
    .execute();
  return id;
}

/** The filters a report keeps, parsed again (they were checked when it was asked for). */
export function reportFilters(stored: unknown): LegalLogFilters {
  return legalLogFiltersJson.parse(typeof stored === 'string' ? JSON.parse(stored) : stored);
}

/** The filters in one line of text: 'onderwerpen: Insz:…; startDatum: …'. */
export function filtersSummary(filters: LegalLogFilters): string {
  const parts = Object.entries(filtersAsJson(filters)).map(
    ([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}`,
  );
  return parts.length === 0 ? '-' : parts.join('; ');
}

/** The caller's own reports, newest first. */
export async function ownReports(db: Executor, ownerSubject: string) {
  return db
    .selectFrom('legal_log_reports')
    .select(['id', 'filters', 'format', 'status', 'entry_count', 'created_at', 'finished_at'])
    .where('owner_subject', '=', ownerSubject)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

/** A report of its owner (anyone else's is none), with its file once made. */
export async function ownReport(db: Executor, ownerSubject: string, id: string) {
  return db
    .selectFrom('legal_log_reports')
    .selectAll()
    .where('id', '=', id)
    .where('owner_subject', '=', ownerSubject)
    .executeTakeFirst();
}

const labels = {
  nl: {
    title: 'Auditrapport juridisch register',
    madeAt: 'Gemaakt op',
    requestedBy: 'Aangevraagd door',
    filters: 'Filters',
    count: 'Aantal consultaties',
    listed: 'Opgenomen',
    cut: (listed: number, total: number) =>
      `de eerste ${listed} van ${total}: verfijn de filters voor de andere`,
    all: 'alle',
    chain: 'Keten',
    intact: (checked: number) => `intact (${checked} schakels gecontroleerd)`,
    broken: (at: string, position: number, time: string) =>
      `gebroken bij ${at} (positie ${position}, ${time})`,
    noEntries: 'geen consultaties',
    columns: [
      'Referte',
      'Tijdstip',
      'Correlatie-id',
      'Gebruiker',
      'Naam',
      'Organisatie',
      'Profiel',
      'Permissie',
      'Operatie',
      'Register',
      'Soort onderwerp',
      'Onderwerp',
      'Uw referentie',
      'Geregistreerd door',
      'Resultaat',
    ],
  },
  en: {
    title: 'Legal log audit report',
    madeAt: 'Made at',
    requestedBy: 'Requested by',
    filters: 'Filters',
    count: 'Consultations',
    listed: 'Listed',
    cut: (listed: number, total: number) =>
      `the first ${listed} of ${total}: refine the filters for the others`,
    all: 'all',
    chain: 'Chain',
    intact: (checked: number) => `intact (${checked} links checked)`,
    broken: (at: string, position: number, time: string) =>
      `broken at ${at} (position ${position}, ${time})`,
    noEntries: 'no consultations',
    columns: [
      'Reference',
      'Time',
      'Correlation id',
      'User',
      'Name',
      'Organisation',
      'Profile',
      'Permission',
      'Operation',
      'Source',
      'Subject kind',
      'Subject',
      'Your reference',
      'Registered by',
      'Outcome',
    ],
  },
} as const;

function entryCells(entry: LegalLogEntry): string[] {
  return [
    entry.referte,
    entry.tijdstip,
    entry.correlatieId,
    entry.gebruiker.id,
    entry.gebruiker.naam,
    `${entry.organisatie.code} ${entry.organisatie.naam}`,
    entry.profiel,
    entry.permissie,
    entry.operatie,
    entry.register,
    entry.onderwerp.type,
    entry.onderwerp.waarde,
    entry.referentie ?? '',
    entry.geregistreerdDoor,
    entry.resultaat,
  ];
}

interface ReportContent {
  language: Language;
  madeAt: Date;
  requestedBy: string;
  filters: LegalLogFilters;
  total: number;
  entries: LegalLogEntry[];
  verification: LegalLogVerification;
}

/** The report's summary: label and value, the same in both formats. */
function summaryRows(content: ReportContent): [string, string][] {
  const text = labels[content.language];
  const { verification } = content;
  const broken = verification.gebrokenBij;
  return [
    [text.madeAt, content.madeAt.toISOString()],
    [text.requestedBy, content.requestedBy],
    [text.filters, filtersSummary(content.filters)],
    [text.count, String(content.total)],
    [
      text.listed,
      content.entries.length < content.total
        ? text.cut(content.entries.length, content.total)
        : text.all,
    ],
    [
      text.chain,
      content.total === 0
        ? text.noEntries
        : broken
          ? text.broken(broken.referte, broken.positie, broken.tijdstip)
          : text.intact(verification.gecontroleerd),
    ],
  ];
}

async function reportWorkbook(content: ReportContent): Promise<Uint8Array> {
  const text = labels[content.language];
  const summary = summaryRows(content);
  const headerRow = summary.length + 3;
  return writeWorkbook({
    sheetName: text.title,
    headerRow,
    header: text.columns,
    rows: [
      { row: 1, cells: [text.title] },
      ...summary.map((cells, index) => ({ row: index + 2, cells })),
      ...content.entries.map((entry, index) => ({
        row: headerRow + 1 + index,
        cells: entryCells(entry),
      })),
    ],
  });
}

/** The PDF: the summary, then one small line per entry (landscape, so an entry fits a line). */
async function reportPdf(content: ReportContent): Promise<Uint8Array> {
  const text = labels[content.language];
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    lang: content.language === 'nl' ? 'nl-BE' : 'en',
    displayTitle: true,
    info: {
      Title: winAnsiText(text.title),
      Author: 'Backoffice',
      CreationDate: content.madeAt,
    },
  });
  const done = pdfBytes(doc);
  doc.font('Helvetica-Bold').fontSize(16).text(winAnsiText(text.title));
  doc.moveDown(0.5);
  doc.fontSize(10);
  for (const [label, value] of summaryRows(content)) {
    doc.font('Helvetica-Bold').text(`${winAnsiText(label)}: `, { continued: true });
    doc.font('Helvetica').text(winAnsiText(value));
  }
  doc.moveDown();
  doc
    .font('Helvetica-Bold')
    .fontSize(7)
    .text(winAnsiText(text.columns.join(' | ')));
  doc.font('Helvetica').fontSize(6.5);
  for (const entry of content.entries) {
    const cells = entryCells(entry);
    // The profile's uri is long and says what the permission says: left out of the line.
    cells.splice(6, 1);
    doc.text(winAnsiText(cells.join(' | ')), { lineGap: 0.5 });
  }
  doc.end();
  return done;
}

/** A report's file name: auditrapport-<date>-<first part of its id>.<format>. */
export function reportFileName(id: string, madeAt: Date, format: 'xlsx' | 'pdf'): string {
  return `auditrapport-${madeAt.toISOString().slice(0, 10)}-${id.slice(0, 8)}.${format}`;
}

/** Makes a report's content: the entries read in batches, the range verified in batches. */
async function makeReport(
  db: Executor,
  key: LegalLogKey,
  report: { filters: unknown; language: string; owner_name: string; owner_subject: string },
): Promise<ReportContent> {
  const filters = reportFilters(report.filters);
  const language: Language = report.language === 'en' ? 'en' : 'nl';
  const total = await countMatching(db, filters, key);
  const entries: LegalLogEntry[] = [];
  let fromId: string | null = null;
  let toId: string | null = null;
  await eachMatchingBatch(db, filters, key, auditReportMaximumEntries, (rows) => {
    fromId ??= String(rows[0]?.id);
    toId = String(rows.at(-1)?.id);
    for (const row of rows) entries.push(entryOf(row));
  });
  const started = performance.now();
  const walked =
    fromId !== null && toId !== null ? await verifyRange(db, [key], { fromId, toId }) : null;
  return {
    language,
    madeAt: new Date(),
    requestedBy: `${report.owner_name} (${report.owner_subject})`,
    filters,
    total,
    entries,
    verification: verificationOf(walked, performance.now() - started),
  };
}

/**
 * Makes the oldest waiting report, if any, in one transaction with its status: answers 1 when it
 * made (or failed) one, 0 when none was waiting. A report whose making throws ends 'Mislukt'.
 */
export async function makeWaitingReport(
  db: Executor,
  hashSecret: string,
  onFailure: (error: unknown) => void = () => {},
): Promise<number> {
  const key = legalLogKey(hashSecret);
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      id: string;
      filters: unknown;
      language: string;
      format: 'xlsx' | 'pdf';
      owner_name: string;
      owner_subject: string;
    }>`select id, filters, language, format, owner_name, owner_subject
         from legal_log_reports where status = 'InBehandeling'
        order by created_at, id limit 1 for update skip locked`.execute(trx);
    const report = rows[0];
    if (!report) return 0;
    await sql`savepoint legal_log_report`.execute(trx);
    try {
      const content = await makeReport(trx, key, report);
      const body =
        report.format === 'xlsx' ? await reportWorkbook(content) : await reportPdf(content);
      await trx
        .updateTable('legal_log_reports')
        .set({
          status: 'Klaar',
          entry_count: content.total,
          file_name: reportFileName(report.id, content.madeAt, report.format),
          content: body,
          finished_at: content.madeAt,
        })
        .where('id', '=', report.id)
        .execute();
    } catch (error) {
      await sql`rollback to savepoint legal_log_report`.execute(trx);
      await trx
        .updateTable('legal_log_reports')
        .set({ status: 'Mislukt', finished_at: new Date() })
        .where('id', '=', report.id)
        .execute();
      onFailure(error);
    }
    return 1;
  });
}

/** The content type of a report's format. */
export function reportContentType(format: 'xlsx' | 'pdf'): string {
  return format === 'xlsx' ? xlsxContentType : 'application/pdf';
}
