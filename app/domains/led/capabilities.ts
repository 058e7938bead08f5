// What the active role may do on the learning and experience proof screens: consult a person's
// proofs (with the sources and the reference rule of that call), register a proof, cancel one and
// read a proof's metadata. Read from the LED permission sets through the consultation rules the
// backend enforces (contracts/consultation.ts), in one place.
import { consultationOptions, type ConsultationOptions } from '@contracts/consultation';
import { cancelProof, getProofMetadata, getProofs, registerProof } from '@contracts/led';
import type { Role } from '@contracts/session';

export interface LedCapabilities {
  /** A person's proofs by national number; no sources: the role may not ask it. */
  lookup: ConsultationOptions;
  /** Registering a proof (the proof's detail, shown next, is a consultation too). */
  register: ConsultationOptions;
  /** Cancelling a proof. */
  cancel: ConsultationOptions;
  /** A proof's metadata: how and by whom it was registered, and its changes. */
  metadata: ConsultationOptions;
  mayRegister: boolean;
  mayCancel: boolean;
  mayReadMetadata: boolean;
}

export function ledCapabilities(role: Role | null): LedCapabilities {
  const lookup = consultationOptions(role, getProofs);
  const register = consultationOptions(role, registerProof);
  const cancel = consultationOptions(role, cancelProof);
  const metadata = consultationOptions(role, getProofMetadata);
  return {
    lookup,
    register,
    cancel,
    metadata,
    mayRegister: register.sources.length > 0,
    mayCancel: cancel.sources.length > 0,
    mayReadMetadata: metadata.sources.length > 0,
  };
}

/**
 * 'Uw referentie' is mandatory on the add form when registering demands one, or when the proof's
 * detail, shown next, does.
 */
export function addReferenceRequired(capabilities: LedCapabilities): boolean {
  return capabilities.register.referenceRequired || capabilities.lookup.referenceRequired;
}
