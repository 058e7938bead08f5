// A notification's content as the backend keeps it: every language's message read again with the
// editor's rules (the portal's findings are a convenience, these are the rule): HTML holding
// images, video or scripts is refused, the rest keeps only the allow-listed formatting, and the
// text a reader sees must be there and at most 993 characters. Titles and subtitles are text.
import {
  notificationLanguages,
  pushLimits,
  type NotificationContent,
} from '@contracts/push-notification';
import { containsForbiddenMedia } from '../../rich-text/rules';
import { countedCharacters, sanitizeRichText, visibleText } from '../../rich-text/sanitize';
import type { MessageKey } from '../http/messages';

export interface ContentFinding {
  /** The field, as the call's body names it ('notificatie.fr.bericht'). */
  field: string;
  key: MessageKey;
}

/** A lone half of a surrogate pair (no character): replaced, as the text columns store it. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (text: string) => text.replace(loneSurrogate, '\uFFFD');

/** The content with every message sanitised, or the findings that refuse it. */
export function checkedContent(
  content: NotificationContent,
  prefix = 'notificatie',
): { content: NotificationContent; findings: ContentFinding[] } {
  const findings: ContentFinding[] = [];
  const checked: NotificationContent = { ...content };
  for (const language of notificationLanguages) {
    const text = content[language];
    if (!text) continue;
    const field = `${prefix}.${language}.bericht`;
    if (containsForbiddenMedia(text.bericht)) {
      findings.push({ field, key: 'pushMessageMedia' });
      continue;
    }
    const html = sanitizeRichText(wellFormed(text.bericht).replace(/\r\n?/g, '\n'));
    const visible = visibleText(html);
    if (visible.trim() === '') findings.push({ field, key: 'pushMessageEmpty' });
    else if (countedCharacters(visible) > pushLimits.messageCharacters)
      findings.push({ field, key: 'pushMessageTooLong' });
    checked[language] = {
      ...text,
      titel: wellFormed(text.titel),
      subtitel: wellFormed(text.subtitel),
      bericht: html,
      url: text.url === null ? null : wellFormed(text.url),
      afbeelding: text.afbeelding === null ? null : wellFormed(text.afbeelding),
    };
  }
  return { content: checked, findings };
}

/** The languages written, in their order. */
export function languagesOf(content: NotificationContent) {
  return notificationLanguages.filter((language) => content[language] !== null);
}
