// What a push call sends, read from the call: the sender (the token's user under the active role,
// in its organisation) and the content with every message sanitised, or a 400 naming each message
// refused. The single sends and the sends by file read them alike.
import type { NotificationContent } from '@contracts/push-notification';
import type { Role } from '@contracts/session';
import { CallError, type CallContext } from '../http/call';
import { message } from '../http/messages';
import { checkedContent } from './content';
import type { Sender } from './notifications';

export function roleOf(context: CallContext): Role {
  if (!context.activeRole) {
    throw new CallError(403, {
      code: 403,
      message: message(context.language, 'forbidden'),
      errors: [],
    });
  }
  return context.activeRole;
}

export function senderOf(context: CallContext): Sender {
  const role = roleOf(context);
  return {
    subject: context.identity.sub,
    name: `${context.identity.givenName} ${context.identity.familyName}`,
    organisation: role.organisatie.code,
    roleUri: role.uri,
    correlationId: context.correlationId,
    language: context.language,
  };
}

/** The content with its messages sanitised, or a 400 naming every refused message. */
export function contentOf(context: CallContext, content: NotificationContent): NotificationContent {
  const checked = checkedContent(content);
  if (checked.findings.length > 0) {
    throw new CallError(400, {
      code: 1,
      message: message(context.language, 'validation'),
      errors: checked.findings.map((finding) => ({
        message: message(context.language, finding.key),
        code: finding.field,
      })),
    });
  }
  return checked.content;
}
