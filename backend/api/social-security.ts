// The social security calls over the synthetic social security source: the statutes the portal
// may ask, a person's social statutes on a date or in a period, and a person's living-wage
// records. A person's statutes and living wage are consultations: the legal-log entry is written
// before the data leaves, for a person the population does not know as well, and nothing is sent
// if that fails. The source copies the number asked into its answer, answers every statute asked
// (one the person lacks with 0 'Niet van toepassing') and none other, and says with its status
// whether it answered (OK), answered provisionally (VA), has no file for the person (DNK) or
// could not answer (NOK); an unknown number gets 404 with 30003 'Onbestaande INSZ'.
import type { Express } from 'express';
import type { z } from 'zod';
import {
  getLivingWages,
  getSocialStatusConfiguration,
  getSocialStatuses,
  getSocialStatusesByQuery,
  MAX_SOCIAL_STATUSES_PER_REQUEST,
  socialSecurityErrorCodes,
  socialSecuritySource,
  type socialStatusRequest,
  type LivingWageAnswer,
  type SocialSecurityStatusCode,
  type SocialStatus,
  type SocialStatusAnswer,
} from '@contracts/social-security';
import {
  answerStatusLabels,
  livingWageKindCodes,
  socialStatusNames,
  socialStatusResultCodes,
  socialStatusTypes,
  type SocialStatusName,
} from '@contracts/social-security-codes';
import type { SourceStatus } from '@contracts/source-status';
import { CallError, serveCall, type BackendServices, type CallContext } from '../http/call';
import { message } from '../http/messages';
import { consultationRules, recordConsultation } from '../legal-log/consultation';
import { sourceStatusOutcome } from '../legal-log/source-status-outcome';
import { todayInBelgium } from '../person/today';
import { fileOf, livingWagesOf, statusPeriodsOf } from '../social-security/read';

/** The source's 30003: the population does not know the number. */
function unknownInsz(language: 'nl' | 'en'): CallError {
  return new CallError(404, {
    code: socialSecurityErrorCodes.unknownInsz,
    message: message(language, 'unknownInsz'),
    errors: [],
  });
}

/** The answer's status without data: no file (DNK), or a file it cannot answer from (NOK). */
function withoutData(language: 'nl' | 'en', file: { blocked: boolean } | null): SourceStatus {
  return file === null
    ? {
        code: 'DNK',
        berichten: [{ niveau: 'Information', tekst: message(language, 'socialSecurityNoFile') }],
      }
    : {
        code: 'NOK',
        berichten: [{ niveau: 'Error', tekst: message(language, 'socialSecurityUnavailable') }],
      };
}

/** What the legal log records of a consultation. */
function outcomeOf(known: boolean, status: SocialSecurityStatusCode, hasData: boolean): string {
  return sourceStatusOutcome(known ? status : null, hasData);
}

const itemStatus = (code: SocialSecurityStatusCode) => ({
  code,
  waarde: answerStatusLabels[code].nl,
});

/** A person's statutes on a date or in a period, logged as one consultation (both paths). */
async function answerSocialStatuses(
  context: CallContext<z.output<typeof socialStatusRequest>, unknown, unknown>,
  insz: string,
): Promise<SocialStatusAnswer> {
  const { reference, statuten, datum, periode } = context.body;
  const language = context.language;
  const rules = consultationRules(context, getSocialStatuses, {
    reference,
    source: socialSecuritySource,
  });
  const today = todayInBelgium();
  const asked = periode ?? { begin: datum ?? today, einde: datum ?? today };
  const db = context.services.db;
  const { known, file } = await fileOf(db, insz);
  const rows = file && !file.blocked ? await statusPeriodsOf(db, insz, statuten, asked) : [];

  let answer: SocialStatusAnswer;
  if (!file || file.blocked) {
    answer = {
      status: withoutData(language, file),
      persoon: {
        insz,
        // No file: every statute asked does not apply; no answer: none at all.
        socialeStatuten: file
          ? []
          : statuten.map((naam) => ({
              naam,
              resultaat: { code: '0', omschrijving: socialStatusResultCodes['0'].nl },
              periodes: [],
              status: itemStatus('DNK'),
            })),
      },
    };
  } else {
    const statutes: SocialStatus[] = statuten.map((naam: SocialStatusName) => {
      const own = rows.filter((row) => row.name === naam);
      const result = own.length > 0 ? '1' : '0';
      return {
        naam,
        resultaat: { code: result, omschrijving: socialStatusResultCodes[result].nl },
        periodes: own.map((row) => ({ begindatum: row.start_date, einddatum: row.end_date })),
        status: itemStatus(own.some((row) => row.provisional) ? 'VA' : 'OK'),
      };
    });
    const provisional = statutes.filter((statute) => statute.status.code === 'VA');
    answer = {
      status: {
        code: provisional.length > 0 ? 'VA' : 'OK',
        berichten: provisional.map((statute) => ({
          niveau: 'Warning' as const,
          tekst: message(language, 'socialStatusProvisional').replace('{statuut}', statute.naam),
        })),
      },
      persoon: { insz, socialeStatuten: statutes },
    };
  }
  await recordConsultation(context, rules, {
    operation: getSocialStatuses.id,
    subjectKind: 'Insz',
    subject: insz,
    reference: reference ?? null,
    source: socialSecuritySource,
    outcome: outcomeOf(known, answer.status.code, true),
  });
  if (!known) throw unknownInsz(language);
  return answer;
}

export function socialSecurityApi(app: Express, services: BackendServices): void {
  serveCall(app, services, getSocialStatusConfiguration, async () => ({
    maximumPerVraag: MAX_SOCIAL_STATUSES_PER_REQUEST,
    statuten: socialStatusNames.map((naam) => ({ naam, omschrijving: socialStatusTypes[naam] })),
  }));

  serveCall(app, services, getSocialStatuses, (context) =>
    answerSocialStatuses(context, context.params.insz),
  );

  serveCall(app, services, getSocialStatusesByQuery, (context) =>
    answerSocialStatuses(context, context.query.insz),
  );

  serveCall(app, services, getLivingWages, async (context) => {
    const { insz, reference, begindatum, einddatum } = context.query;
    const language = context.language;
    const rules = consultationRules(context, getLivingWages, {
      reference,
      source: socialSecuritySource,
    });
    const db = context.services.db;
    const { known, file } = await fileOf(db, insz);
    const rows =
      file && !file.blocked
        ? await livingWagesOf(db, insz, { begin: begindatum, end: einddatum })
        : [];

    const provisional = rows.some((row) => row.provisional);
    const answer: LivingWageAnswer = {
      status:
        !file || file.blocked
          ? withoutData(language, file)
          : provisional
            ? {
                code: 'VA',
                berichten: [
                  { niveau: 'Warning', tekst: message(language, 'livingWageProvisional') },
                ],
              }
            : { code: 'OK', berichten: [] },
      persoon: {
        insz,
        leefloon: rows.map((row) => ({
          soort: { code: row.kind, omschrijving: livingWageKindCodes[row.kind].nl },
          periode: { begindatum: row.start_date, einddatum: row.end_date },
          ocmw: { ondernemingsnummer: row.number, naam: row.name },
          begunstigde: { insz: row.beneficiary_insz },
          partner: row.partner,
          status: itemStatus(row.provisional ? 'VA' : 'OK'),
        })),
      },
    };
    await recordConsultation(context, rules, {
      operation: getLivingWages.id,
      subjectKind: 'Insz',
      subject: insz,
      reference: reference ?? null,
      source: socialSecuritySource,
      outcome: outcomeOf(known, answer.status.code, rows.length > 0),
    });
    if (!known) throw unknownInsz(language);
    return answer;
  });
}
