// The links of a proof's screen besides its consultation link: the confirmation page of its
// removal (`?verwijderen=1` on the screen itself) and its metadata as a workbook (an endpoint of
// its own: a screen's loader answers only its page); and what the removal form's button sends.
// Shared by the screen and the servers.
import { endpointHref } from '~/endpoints';
import type { Locale } from '~/i18n/locale';
import { consultationNames } from '~/routing/href';

/** Opens the proof's confirmation page for its removal. */
export const confirmRemovalParameter = 'verwijderen';

/** The value of the removal form's button (its rules: removal.ts). */
export const removeIntent = 'verwijderen';

/** The query names of the metadata file's endpoint besides the consultation's. */
export const metadataNames = { insz: 'insz', referte: 'referte', language: 'taal' } as const;

/** The proof's confirmation page, from the proof's own link. */
export function confirmRemovalHref(proofHref: string): string {
  const separator = proofHref.includes('?') ? '&' : '?';
  return `${proofHref}${separator}${confirmRemovalParameter}=1`;
}

/** The proof's metadata file, asked with the source and 'Uw referentie' of the proof's link. */
export function metadataDownloadHref(proof: {
  insz: string;
  referte: string;
  source: string;
  reference: string;
  locale: Locale;
}): string {
  return endpointHref('ledProofMetadata', {
    [metadataNames.insz]: proof.insz,
    [metadataNames.referte]: proof.referte,
    [consultationNames.source]: proof.source,
    ...(proof.reference ? { [consultationNames.reference]: proof.reference } : {}),
    [metadataNames.language]: proof.locale,
  });
}
