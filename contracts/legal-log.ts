// The legal log: registrations of consultations made elsewhere in the portal
// (the person calls register their own). Who, which role and when come from the call itself.
import { z } from 'zod';
import { referenceText } from './consultation';
import { defineCall } from './http';
import { permissions } from './permissions';

export const legalLogSubjectKinds = [
  'Insz',
  'PersoonsIdentificatie',
  'CapaKey',
  'Nrplaat',
  'KboNummer',
] as const;

export const legalLogRegistrationSchema = z.object({
  /** The permission of the active role the consultation was made under. */
  permissie: z.enum(permissions),
  operatie: z.string().trim().min(1).max(100),
  onderwerp: z.object({
    type: z.enum(legalLogSubjectKinds),
    waarde: z.string().trim().min(1).max(200),
  }),
  /** 'Uw referentie', mandatory when the role's legal-log parameter is '1'. */
  referentie: referenceText.optional(),
  /** The authentic source consulted (RR, KSZ, DIV, KBO, …). */
  bron: z.string().trim().min(1).max(20),
  resultaat: z.string().trim().min(1).max(100).default('gevonden'),
});

export type LegalLogRegistration = z.input<typeof legalLogRegistrationSchema>;

export const registerConsultation = defineCall({
  id: 'registreerRaadpleging',
  method: 'POST',
  path: '/api/v1/legallog/registraties',
  access: { kind: 'activeRole' },
  request: legalLogRegistrationSchema,
  response: z.object({ registratieId: z.string() }),
});
