// Every backend call the portal may make, in one list: the generated security suites (permission
// matrix, input fuzzing, legal-log completeness) walk it, so a call added to a domain's contract
// module is covered as soon as the module is listed here (contracts/calls.test.ts insists).
import * as childBenefits from './child-benefits';
import * as codeLists from './code-lists';
import * as document from './document';
import * as documentSend from './document-send';
import * as education from './education';
import * as enterprise from './enterprise';
import * as healthAttestation from './health-attestation';
import type { CallContract } from './http';
import * as landRegistry from './land-registry';
import * as landRegistryBulk from './land-registry-bulk';
import * as landRegistryHistory from './land-registry-history';
import * as landRegistrySales from './land-registry-sales';
import * as led from './led';
import * as legalLog from './legal-log';
import * as person from './person';
import * as pushNotification from './push-notification';
import * as pushNotificationBulk from './push-notification-bulk';
import * as reporting from './reporting';
import * as session from './session';
import * as socialSecurity from './social-security';
import * as vehicle from './vehicle';

/** Whether a module export is a call contract (defineCall's result). */
export function isCallContract(value: unknown): value is CallContract {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    'method' in value &&
    'path' in value &&
    'access' in value
  );
}

function callsOf(module: Record<string, unknown>): CallContract[] {
  return Object.values(module).filter(isCallContract);
}

/** The contract modules, one per domain (and the cross-cutting session, code lists, legal log). */
export const contractModules = {
  session,
  codeLists,
  legalLog,
  person,
  enterprise,
  education,
  childBenefits,
  vehicle,
  led,
  socialSecurity,
  healthAttestation,
  landRegistry,
  landRegistryBulk,
  landRegistryHistory,
  landRegistrySales,
  document,
  documentSend,
  reporting,
  pushNotification,
  pushNotificationBulk,
} as const;

export const callContracts: readonly CallContract[] = Object.values(contractModules).flatMap(
  (module) => callsOf(module as Record<string, unknown>),
);

/** The calls that answer with personal data and leave a legal-log entry (they name their sources). */
export const consultationCalls: readonly CallContract[] = callContracts.filter(
  (call) => call.sources !== undefined,
);
