// The legal log's calls. POST /api/v1/legallog/registraties: consultations the portal registers
// itself, written to the same tamper-evident chain as the backend's own, under the same rules
// (permission, reference). The rest is reading the log (ADR 006, 'Reading the log'): the search
// with its filters in headers and the chain verified over its page, the lists of its form, the
// verification of what the filters match, one entry with its link, one request's entries, and
// audit reports. Reading the log is itself a consultation when it names subjects: a search
// writes an entry per subject it names, opening an entry one for that entry's subject, and
// downloading a report one per subject its filters name, each durable before the answer leaves.
// A search without a subject writes none: it names nobody, and every consultation it shows was
// already recorded.
import type { Express } from 'express';
import { anyOf, errorCodes, type CallContract } from '@contracts/http';
import {
  downloadAuditReport,
  getLegalLogEntry,
  getLegalLogRequest,
  legalLogListLimit,
  legalLogRequestLimit,
  listAuditReports,
  listLegalLogOperations,
  listLegalLogOrganisations,
  listLegalLogPurposes,
  listLegalLogRegisters,
  listLegalLogUsers,
  registerConsultation,
  requestAuditReport,
  searchLegalLog,
  verifyLegalLog,
} from '@contracts/legal-log';
import {
  filtersOfHeaders,
  pageOfHeaders,
  type LegalLogSubject,
  type LegalLogSubjectKind,
} from '@contracts/legal-log-filters';
import {
  CallError,
  notFound,
  serveCall,
  type BackendServices,
  type CallContext,
} from '../http/call';
import { message } from '../http/messages';
import { legalLogKey, verifyRange } from '../legal-log/chain';
import { consultationRules, recordConsultation } from '../legal-log/consultation';
import {
  entriesOfRequest,
  entryByReference,
  entryOf,
  listValues,
  searchEntries,
  verificationOf,
  verifyIds,
  verifyMatching,
  type LegalLogListName,
} from '../legal-log/read';
import {
  filtersSummary,
  ownReport,
  ownReports,
  reportContentType,
  reportFilters,
  requestReport,
} from '../legal-log/reports';

/** The source the log names for a consultation of the log itself. */
export const legalLogSource = 'LegalLog';

/**
 * Writes one entry per subject the consultant named, under the call's permission (the reading
 * permission), the subject as named; durable before the answer leaves (recordConsultation).
 */
async function recordReading(
  context: CallContext,
  call: CallContract,
  operation: string,
  subjects: readonly LegalLogSubject[],
  outcome: string,
): Promise<void> {
  if (subjects.length === 0) return;
  const rules = consultationRules(context, call, { reference: null, source: null });
  await Promise.all(
    subjects.map((subject) =>
      recordConsultation(context, rules, {
        operation,
        subjectKind: subject.type,
        subject: subject.waarde,
        reference: null,
        source: legalLogSource,
        outcome,
      }),
    ),
  );
}

const outcomeOf = (found: boolean) => (found ? 'gevonden' : 'niet gevonden');

export function legalLogApi(app: Express, services: BackendServices): void {
  serveCall(app, services, registerConsultation, async (context) => {
    const registration = context.body;
    const rules = consultationRules(
      context,
      { access: anyOf([registration.permissie]) },
      {
        reference: registration.referentie,
        source: null,
      },
    );
    const { id } = await recordConsultation(context, rules, {
      operation: registration.operatie,
      subjectKind: registration.onderwerp.type,
      subject: registration.onderwerp.waarde,
      reference: registration.referentie ?? null,
      source: registration.bron,
      outcome: registration.resultaat,
      registeredBy: 'Vip',
    });
    return { registratieId: id };
  });

  const key = legalLogKey(services.hashSecret);

  const lists: [CallContract, LegalLogListName][] = [
    [listLegalLogPurposes, 'finaliteiten'],
    [listLegalLogOperations, 'operaties'],
    [listLegalLogRegisters, 'registers'],
    [listLegalLogUsers, 'gebruikers'],
    [listLegalLogOrganisations, 'organisaties'],
  ];
  for (const [call, list] of lists) {
    serveCall(app, services, call as typeof listLegalLogPurposes, () =>
      listValues(services.db, list, legalLogListLimit),
    );
  }

  serveCall(app, services, verifyLegalLog, (context) =>
    verifyMatching(services.db, filtersOfHeaders(context.headers), key),
  );

  // The reports before the entry: rapporten must not be taken for an entry's reference.
  serveCall(app, services, requestAuditReport, async (context) => {
    const role = context.activeRole;
    if (!role)
      throw new CallError(403, {
        code: 403,
        message: message(context.language, 'forbidden'),
        errors: [],
      });
    const id = await requestReport(
      services.db,
      {
        subject: context.identity.sub,
        name: `${context.identity.givenName} ${context.identity.familyName}`,
        organisationCode: role.organisatie.code,
        roleUri: role.uri,
        correlationId: context.correlationId,
        language: context.language,
      },
      context.body.filters,
      context.body.formaat,
    );
    return { auditRapportId: id, status: 'InBehandeling' as const };
  });

  serveCall(app, services, listAuditReports, async (context) => {
    const reports = await ownReports(services.db, context.identity.sub);
    return reports.map((report) => ({
      auditRapportId: report.id,
      filters: filtersSummary(reportFilters(report.filters)),
      formaat: report.format,
      status: report.status,
      aantal: report.entry_count,
      aangemaaktOp: new Date(report.created_at).toISOString(),
      klaarOp: report.finished_at ? new Date(report.finished_at).toISOString() : null,
    }));
  });

  serveCall(app, services, downloadAuditReport, async (context) => {
    const report = await ownReport(
      services.db,
      context.identity.sub,
      context.params.auditRapportId,
    );
    if (!report) throw notFound(context.language);
    if (report.status !== 'Klaar' || !report.content || !report.file_name) {
      const failed = report.status === 'Mislukt';
      throw new CallError(failed ? 500 : 409, {
        code: failed ? errorCodes.system : 409,
        message: message(context.language, failed ? 'auditReportFailed' : 'auditReportNotReady'),
        errors: [],
      });
    }
    // The report shows the subjects its filters name: reading it is their consultation.
    await recordReading(
      context,
      downloadAuditReport,
      downloadAuditReport.id,
      reportFilters(report.filters).onderwerpen ?? [],
      'gevonden',
    );
    return {
      fileName: report.file_name,
      contentType: reportContentType(report.format),
      body: new Uint8Array(report.content),
    };
  });

  serveCall(app, services, getLegalLogRequest, async (context) => {
    const { rows, afgekapt } = await entriesOfRequest(
      services.db,
      context.params.correlationId,
      legalLogRequestLimit,
    );
    return { resultaten: rows.map(entryOf), afgekapt };
  });

  serveCall(app, services, getLegalLogEntry, async (context) => {
    const row = await entryByReference(services.db, context.params.referte.toLowerCase());
    if (!row) throw notFound(context.language);
    const link = await verifyRange(services.db, [key], {
      fromId: String(row.id),
      toId: String(row.id),
    });
    const entry = entryOf(row);
    await recordReading(
      context,
      getLegalLogEntry,
      getLegalLogEntry.id,
      [{ type: row.subject_kind as LegalLogSubjectKind, waarde: row.subject }],
      'gevonden',
    );
    return {
      ...entry,
      hash: row.hash,
      vorigeHash: row.previous_hash,
      sleutelVersie: row.key_version,
      vorige: row.previous_reference,
      schakel: { intact: link.ok },
    };
  });

  serveCall(app, services, searchLegalLog, async (context) => {
    const filters = filtersOfHeaders(context.headers);
    const page = pageOfHeaders(context.headers);
    const { rows, totaal, afgekapt } = await searchEntries(services.db, filters, key, page);
    const keten =
      rows.length === 0
        ? verificationOf(null, 0)
        : await verifyIds(
            services.db,
            key,
            rows.map((row) => String(row.id)),
          );
    await recordReading(
      context,
      searchLegalLog,
      'zoekLegalLog',
      filters.onderwerpen ?? [],
      outcomeOf(totaal > 0),
    );
    return { resultaten: rows.map(entryOf), totaal, afgekapt, keten };
  });
}
