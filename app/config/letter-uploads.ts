// The screens that post PDF attachments (letters, eBox messages, e-mails and their resends): the
// one list the server's body-size rule reads. Their paths come from the route table (app/screens.ts)
// by screen id, so a path changes in one place; an id without a screen (yet) adds no path.
import type { ScreenDefinition } from '../screens';
import { isFeatureEnabled } from './features';

/** The ids of the screens whose form posts up to LETTER_MAX_BYTES of attachments. */
export const letterUploadScreenIds = [
  'documentLetter',
  'documentEbox',
  'documentEmail',
  'documentLetterResend',
  'documentEboxResend',
] as const;

/**
 * The path patterns ('/documentendienst/brief/herverzenden/:messageId', also under /nl and /en)
 * of those screens that exist in this build.
 */
export function letterUploadPaths(
  table: Readonly<Record<string, ScreenDefinition | undefined>>,
): string[] {
  return letterUploadScreenIds.flatMap((id) => {
    const screen = table[id];
    if (!screen || !isFeatureEnabled(screen.feature)) return [];
    return [`/${screen.nl}`, `/nl/${screen.nl}`, `/en/${screen.en}`];
  });
}
