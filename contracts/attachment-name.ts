// The name a PDF attachment is kept, sent and offered for download under. A name comes from the
// sender's computer and ends up on the recipient's: it may carry a path ('../../etc/passwd.pdf'),
// control characters, a right-to-left override that makes 'factuur‮fdp.exe' read as
// 'factuurexe.pdf', or another extension ('evil.html', saved and opened as a web page). The portal
// and the backend both keep the name this makes of it; two attachments of one shipment never
// share one.
import { documentLimits } from './document-codes';

/** What a name is called when nothing of it is left. */
export const defaultAttachmentName = 'bijlage.pdf';

/**
 * The name cleaned: its last path part only, without control or invisible formatting characters
 * (bidirectional overrides and isolates, zero-width characters), spaces collapsed, no leading
 * dots, ending in '.pdf' (in lower case; added when it ends otherwise), at most documentLimits.fileName
 * characters (the part before '.pdf' is cut). Nothing left: 'bijlage.pdf'.
 */
export function attachmentName(typed: string): string {
  const lastPart = typed.split(/[/\\]/).at(-1) ?? '';
  const visible = lastPart
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  const base = (/\.pdf$/iu.test(visible) ? visible.slice(0, -4) : visible)
    .replace(/^[.\s]+/u, '')
    .replace(/[.\s]+$/u, '');
  const room = documentLimits.fileName - '.pdf'.length;
  const cut = [...base].slice(0, room).join('').trim();
  return cut === '' ? defaultAttachmentName : `${cut}.pdf`;
}
