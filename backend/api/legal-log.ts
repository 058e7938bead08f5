// POST /api/v1/legallog/registraties: consultations the portal registers itself, written to the
// same tamper-evident chain as the backend's own, under the same rules (permission, reference).
import type { Express } from 'express';
import { anyOf } from '@contracts/http';
import { registerConsultation } from '@contracts/legal-log';
import { serveCall, type BackendServices } from '../http/call';
import { consultationRules, recordConsultation } from '../legal-log/consultation';

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
}
