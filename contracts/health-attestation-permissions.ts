// The health attestations domain's permission sets, in a module of their own: the route table (and
// so every page's first script) reads them without the calls' schemas and code lists.
import type { Permission } from './permissions';

/** The health attestations domain's permission sets, declared once (ADR 007). */
export const healthAttestationPermissions = {
  /** Search a person's health attestations, open one, make and send its document, recreate them. */
  attestations: ['attesten.attesten'],
  /** An attestation's technical metadata (certificate identifier, issuer, signing key). */
  metadata: ['attesten.metadata'],
  /** Read and set whether one vaccine dose completes a person's vaccination. */
  oneDoseRequired: ['attesten.oneDoseRequired'],
  /** Search and open covid test prescription attestations (CTPC), and make their document. */
  ctpc: ['attesten.ctpc'],
} as const satisfies Record<string, readonly Permission[]>;
