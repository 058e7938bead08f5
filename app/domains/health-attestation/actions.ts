// The names an attestation's screen posts with, shared by its forms and the server that reads them.

/** What an attestation's screen posts: make its PDF, send it, send the latest, recreate. */
export const attestationIntents = ['genereer', 'verstuur', 'verstuurLaatste', 'hermaak'] as const;
export type AttestationIntent = (typeof attestationIntents)[number];
export const intentField = 'actie';
/** The recreate confirmation's choice: revoke the existing attestations, or keep them. */
export const revokeField = 'intrekken';
export const revokeChoices = ['ja', 'nee'] as const;
/** Opens an attestation's recreate confirmation (its screen with `?hermaken=1`). */
export const confirmRecreateParameter = 'hermaken';
