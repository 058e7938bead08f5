// The enterprise calls over the synthetic register. Enterprise data is public, but every answer
// is a consultation: it is written to the legal log (subject kind KboNummer) before the data
// leaves, and not sent if that fails. An unknown number answers as the source does: 404 with
// 40046 'Gevraagde ondernemingsnummer bestaat niet in KBO'.
import type { Express } from 'express';
import {
  enterpriseErrorCodes,
  geefDeelnemingen,
  geefOnderneming,
  geefPCenTW,
  getAssociation,
  getEnterprise,
  isEnterpriseNumber,
} from '@contracts/enterprise';
import type { CallContract } from '@contracts/http';
import {
  enterpriseRecord,
  findAssociation,
  findEnterprise,
  jointCommitteeOf,
  participationsOf,
  type FoundEnterprise,
} from '../enterprise/read';
import {
  CallError,
  invalidField,
  serveCall,
  type BackendServices,
  type CallContext,
} from '../http/call';
import { message } from '../http/messages';
import { consultationRules, recordConsultation } from '../legal-log/consultation';

/** What every enterprise consultation asks: the number, the source and 'Uw referentie'. */
interface Asked {
  number: string;
  source: string;
  reference: string | undefined;
  /** The field the number came in: the path's 'kbo' or the body's 'ondernemingsnummer'. */
  field: string;
}

/**
 * One consultation of one enterprise: the role's rules, the check digits (a number that cannot
 * exist is refused before the source is asked), the enterprise (404 with the source's 40046 when
 * unknown), the legal-log entry for found and not found alike, then the answer.
 */
async function consultEnterprise<Result>(
  context: CallContext,
  call: CallContract,
  asked: Asked,
  answer: (row: FoundEnterprise) => Promise<Result> | Result,
): Promise<Result> {
  const rules = consultationRules(context, call, {
    reference: asked.reference,
    source: asked.source,
  });
  if (!isEnterpriseNumber(asked.number)) {
    throw invalidField(
      context.language,
      asked.field,
      message(context.language, 'invalidEnterpriseNumber'),
    );
  }
  const row = await findEnterprise(context.services.db, asked.number);
  const result = row ? await answer(row) : null;
  await recordConsultation(context, rules, {
    operation: call.id,
    subjectKind: 'KboNummer',
    subject: asked.number,
    reference: asked.reference ?? null,
    source: asked.source,
    outcome: row ? 'gevonden' : 'niet gevonden',
  });
  if (result === null) {
    throw new CallError(404, {
      code: enterpriseErrorCodes.unknownEnterprise,
      message: message(context.language, 'unknownEnterprise'),
      errors: [],
    });
  }
  return result;
}

export function enterpriseApi(app: Express, services: BackendServices): void {
  serveCall(app, services, getEnterprise, (context) =>
    consultEnterprise(
      context,
      getEnterprise,
      {
        number: context.params.kbo,
        source: context.query.bron,
        reference: context.query.reference,
        field: 'kbo',
      },
      (row) => enterpriseRecord(context.services.db, row),
    ),
  );

  const fromBody = (body: { ondernemingsnummer: string; bron: string; referentie?: string }) => ({
    number: body.ondernemingsnummer,
    source: body.bron,
    reference: body.referentie,
    field: 'ondernemingsnummer',
  });

  serveCall(app, services, geefOnderneming, (context) =>
    consultEnterprise(context, geefOnderneming, fromBody(context.body), (row) =>
      enterpriseRecord(context.services.db, row),
    ),
  );

  serveCall(app, services, geefPCenTW, (context) =>
    consultEnterprise(context, geefPCenTW, fromBody(context.body), jointCommitteeOf),
  );

  serveCall(app, services, geefDeelnemingen, (context) =>
    consultEnterprise(context, geefDeelnemingen, fromBody(context.body), (row) =>
      participationsOf(context.services.db, row.enterprise_number),
    ),
  );

  // The association register has no service of its own at the source: its entry names the
  // vCode as the subject, under the same subject kind as the enterprises it belongs with.
  serveCall(app, services, getAssociation, async (context) => {
    const { bron, reference } = context.query;
    const rules = consultationRules(context, getAssociation, { reference, source: bron });
    const association = await findAssociation(context.services.db, context.params.id);
    await recordConsultation(context, rules, {
      operation: getAssociation.id,
      subjectKind: 'KboNummer',
      subject: context.params.id,
      reference: reference ?? null,
      source: bron,
      outcome: association ? 'gevonden' : 'niet gevonden',
    });
    if (!association) {
      throw new CallError(404, {
        code: enterpriseErrorCodes.noData,
        message: message(context.language, 'noData'),
        errors: [],
      });
    }
    return association;
  });
}
