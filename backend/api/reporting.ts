// Reporting: the list of usage reports with when this user last viewed each and the organisations
// in the role's scope, and one report over a period. The scope is the active role's organisation
// and the organisations the `organisaties` parameter of its reporting grant adds. A report names
// nobody in full (a repeated subject is masked), so reading one is not a consultation: it leaves
// no legal-log entry, only the time the user viewed it.
import type { Express } from 'express';
import {
  belgianMonth,
  getReport,
  listReports,
  parseReportPeriod,
  reportIds,
  reportingPermissions,
  reportingScopeParameter,
  reportPeriodProblem,
  sourceAnswerTimeoutMs,
  unusualUseRules,
  type Report,
} from '@contracts/reporting';
import type { Role } from '@contracts/session';
import { systemClock } from '../clock';
import {
  CallError,
  invalidField,
  serveCall,
  type BackendServices,
  type CallContext,
} from '../http/call';
import { message } from '../http/messages';
import {
  bulkJobs,
  consultationsPerDomain,
  consultationsPerUser,
  organisationsNamed,
  recordReportView,
  reportViews,
  shipments,
  sourceAnswers,
  unusualUse,
  type ReportScope,
} from '../reporting/read';

function forbidden(language: 'nl' | 'en'): CallError {
  return new CallError(403, { code: 403, message: message(language, 'forbidden'), errors: [] });
}

/**
 * The organisations a role may report on: its own first, then those the `organisaties` parameter
 * of its reporting grant names (codes separated by commas), each once.
 */
export function reportingScope(role: Role): string[] {
  const grant = role.permissions.find((permission) =>
    (reportingPermissions.read as readonly string[]).includes(permission.naam),
  );
  const widened =
    grant?.parameters
      .find((parameter) => parameter.naam === reportingScopeParameter)
      ?.waarde.split(',')
      .map((code) => code.trim())
      .filter((code) => code.length > 0) ?? [];
  return [...new Set([role.organisatie.code, ...widened])];
}

function roleOf(context: CallContext): Role {
  if (!context.activeRole) throw forbidden(context.language);
  return context.activeRole;
}

export function reportingApi(app: Express, services: BackendServices): void {
  const clock = services.clock ?? systemClock;

  serveCall(app, services, listReports, async (context) => {
    const role = roleOf(context);
    const views = await reportViews(services.db, context.identity.sub);
    return {
      rapporten: reportIds.map((id) => ({
        id,
        laatstBekeken: views.get(id)?.toISOString() ?? null,
      })),
      organisaties: await organisationsNamed(services.db, reportingScope(role)),
    };
  });

  serveCall(app, services, getReport, async (context) => {
    const role = roleOf(context);
    const { language } = context;
    const inScope = reportingScope(role);
    const asked = context.query.organisatie;
    if (asked !== undefined && !inScope.includes(asked)) throw forbidden(language);
    // The schema let only a well-formed period of 1 to 36 months through.
    const period = parseReportPeriod(context.params.periode);
    if (!period) throw invalidField(language, 'periode', message(language, 'validation'));
    const now = clock.now();
    const problem = reportPeriodProblem(period, belgianMonth(now));
    if (problem) {
      throw invalidField(
        language,
        'periode',
        message(
          language,
          problem === 'beforeFirstMonth' ? 'reportPeriodTooEarly' : 'reportPeriodInFuture',
        ),
      );
    }
    const organisations = asked === undefined ? inScope : [asked];
    const scope: ReportScope = { organisations, period };
    const common = {
      van: period.from,
      tot: period.to,
      organisaties: await organisationsNamed(services.db, organisations),
      berekend: now.toISOString(),
    };
    const report = await reportOf(context.params.rapport, scope, context.query.drempel);
    await recordReportView(services.db, context.identity.sub, context.params.rapport, now);
    return report;

    async function reportOf(
      id: Report['rapport'],
      reportScope: ReportScope,
      threshold: number,
    ): Promise<Report> {
      const db = services.db;
      switch (id) {
        case 'raadplegingen-per-domein':
          return {
            rapport: id,
            ...common,
            rijen: await consultationsPerDomain(db, reportScope, now),
          };
        case 'raadplegingen-per-gebruiker':
          return { rapport: id, ...common, ...(await consultationsPerUser(db, reportScope, now)) };
        case 'ongebruikelijk-gebruik':
          return {
            rapport: id,
            ...common,
            regels: {
              kantoorurenVan: unusualUseRules.officeHoursFrom,
              kantoorurenTot: unusualUseRules.officeHoursTo,
              drempel: threshold,
              piekAantal: unusualUseRules.burstCount,
              piekMinuten: unusualUseRules.burstMinutes,
            },
            ...((await unusualUse(db, reportScope, threshold)) as Pick<
              Extract<Report, { rapport: 'ongebruikelijk-gebruik' }>,
              'bevindingen' | 'afgekapt'
            >),
          };
        case 'bulkopdrachten':
          return { rapport: id, ...common, rijen: await bulkJobs(db, reportScope) };
        case 'documentendienst':
          return { rapport: id, ...common, rijen: await shipments(db, reportScope) };
        case 'bronbeschikbaarheid':
          return {
            rapport: id,
            ...common,
            timeoutMs: sourceAnswerTimeoutMs,
            rijen: await sourceAnswers(db, reportScope, now),
          };
      }
    }
  });
}
