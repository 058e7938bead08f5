// The child-benefits call over the synthetic Groeipakket source: what it pays for a child or to a
// beneficiary. Every answer is a consultation: it is written to the legal log before the data
// leaves, and not sent if that fails. A number the population does not know is not found (the
// source's 30001); a person known without a file gets the status DNK, a file that cannot be read
// NOK, a provisional one VA, each with its message in the caller's language.
import type { Express } from 'express';
import {
  childBenefitsErrorCodes,
  childBenefitsSource,
  getChildBenefits,
} from '@contracts/child-benefits';
import { consultationOutcome, lookUpChildBenefits } from '../child-benefits/read';
import { CallError, serveCall, type BackendServices } from '../http/call';
import { message } from '../http/messages';
import { consultationRules, recordConsultation } from '../legal-log/consultation';

export function childBenefitsApi(app: Express, services: BackendServices): void {
  serveCall(app, services, getChildBenefits, async (context) => {
    const { reference, ...question } = context.body;
    const rules = consultationRules(context, getChildBenefits, {
      reference,
      source: childBenefitsSource,
    });
    const answer = await lookUpChildBenefits(context.services.db, question, context.language);
    await recordConsultation(context, rules, {
      operation: getChildBenefits.id,
      subjectKind: 'Insz',
      subject: question.insz,
      reference: reference ?? null,
      source: childBenefitsSource,
      outcome: consultationOutcome(answer),
    });
    if (!answer) {
      throw new CallError(404, {
        code: childBenefitsErrorCodes.notFound,
        message: message(context.language, 'noData'),
        errors: [],
      });
    }
    return answer;
  });
}
