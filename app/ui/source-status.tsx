// The status a source gives with its answer (OK, VA, DNK, NOK) as a badge with its label and
// code, what the status means, and the source's messages grouped by severity: errors first, then
// warnings, then information. Social security and child benefits show their answers with it.
import { useTranslation } from 'react-i18next';
import type { SourceMessage } from '@contracts/source-status';
import {
  messageLevels,
  type MessageLevel,
  type SourceStatusCode,
} from '@contracts/source-status-codes';
import { socialSecurityCodeLists } from '~/lib/code-lists/social-security';
import { CodeValue } from '~/ui/code-value';
import { Alert } from '~/ui/feedback/alert';
import type { FeedbackKind } from '~/ui/feedback/feedback';

const levelKind: Readonly<Record<MessageLevel, FeedbackKind>> = {
  Error: 'error',
  Warning: 'warning',
  Information: 'info',
};

/** A status as a badge: its label in the screen's language and its code, 'Voorlopig antwoord (VA)'. */
export function SourceStatusBadge({ code }: { code: SourceStatusCode }) {
  return (
    <span className={`status-badge status-badge--${code.toLowerCase()}`}>
      <CodeValue list={socialSecurityCodeLists.sourceStatus} value={{ code }} />
    </span>
  );
}

/** The answer's status with what it means. */
export function SourceStatusLine({ code }: { code: SourceStatusCode }) {
  const { t } = useTranslation();
  return (
    <p className="source-status">
      <span className="source-status__label">{t('sourceStatus.label')}:</span>{' '}
      <SourceStatusBadge code={code} /> <span>{t(`sourceStatus.meaning.${code}`)}</span>
    </p>
  );
}

/** The source's messages, by severity, each in an alert of its kind titled with its level. */
export function SourceMessages({ messages }: { messages: readonly SourceMessage[] }) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <div className="source-messages">
      {messageLevels.map((level) => {
        const ofLevel = messages.filter((found) => found.niveau === level);
        if (ofLevel.length === 0) return null;
        return (
          <Alert key={level} kind={levelKind[level]} title={t(`sourceStatus.level.${level}`)}>
            {ofLevel.length === 1 ? (
              <p>{ofLevel[0]?.tekst}</p>
            ) : (
              <ul>
                {ofLevel.map((found, index) => (
                  <li key={index}>{found.tekst}</li>
                ))}
              </ul>
            )}
          </Alert>
        );
      })}
    </div>
  );
}
