// The create step of a validated push file. When every line has content of its own: the button
// that sends it. When a line has none: the content common to the file, required then, in the
// notification form's language tabs with their preview (content-fields.tsx), checked with the
// same rules in the browser and on the server and sent with the file. Plain post forms: they
// work without JavaScript.
import { useForm, type SubmissionResult } from '@conform-to/react';
import { Link } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkFile } from '@contracts/bulk';
import type { FormErrors } from '~/page-state/parse-form';
import { BulkSendForm } from '~/ui/bulk/bulk-file-view';
import { ErrorSummary } from '~/ui/form/error-summary';
import { FieldNames } from '~/ui/form/field-names';
import { useSingleSubmit } from '~/ui/form/form-pending';
import { useLazyValidation } from '~/ui/form/lazy-validation';
import { PostForm } from '~/ui/form/post-form';
import { SubmitButton } from '~/ui/form/submit-button';
import { pushBulkNames } from './bulk-links';
import {
  ContentFields,
  contentErrorEntries,
  useContentFieldLabels,
  type ContentFormInput,
} from './content-fields';
import type { ContentForm } from './content-schema';

/** What the create form posts besides the content: the file, and what its button asks. */
type CreateFormInput = ContentFormInput & { bestand: string; intent: string };

export function PushBulkCreate({
  file,
  content,
  action,
  otherFileHref,
  lastResult,
}: {
  file: BulkFile;
  /** The file's lines, and how many of them have no content of their own. */
  content: { lines: number; withoutContent: number };
  action: string;
  otherFileHref: string;
  /** The server's answer to a refused create: the content's errors and what was typed. */
  lastResult: SubmissionResult<FormErrors> | null;
}) {
  const { t } = useTranslation('push');
  if (content.withoutContent === 0) {
    return (
      <>
        <p>{t('bulk.ownContentAll', { count: content.lines })}</p>
        <BulkSendForm
          action={action}
          fields={{ [pushBulkNames.file]: file.id }}
          otherFileHref={otherFileHref}
        />
      </>
    );
  }
  return (
    <CommonContentForm
      file={file}
      content={content}
      action={action}
      otherFileHref={otherFileHref}
      lastResult={lastResult}
    />
  );
}

function CommonContentForm({
  file,
  content,
  action,
  otherFileHref,
  lastResult,
}: {
  file: BulkFile;
  content: { lines: number; withoutContent: number };
  action: string;
  otherFileHref: string;
  lastResult: SubmissionResult<FormErrors> | null;
}) {
  const { t } = useTranslation('push');
  const { t: tBulk } = useTranslation('bulk');
  const submit = useSingleSubmit(action, { intent: 'send' });
  const [attempt, setAttempt] = useState(0);
  const labels = useContentFieldLabels();
  const { validate, load, shouldRevalidate } = useLazyValidation(() =>
    import('./content-schema').then((rules) => rules.contentSchema()),
  );
  const [form, fields] = useForm<CreateFormInput, ContentForm, FormErrors>({
    id: 'push-bulk-content',
    lastResult,
    onValidate: validate && (({ formData }) => validate(formData)),
    shouldValidate: 'onSubmit',
    shouldRevalidate,
  });
  const languages = { nl: fields.nl, fr: fields.fr, de: fields.de, en: fields.en };
  return (
    <section className="push-bulk-create" aria-labelledby="push-bulk-common-heading">
      <h3 id="push-bulk-common-heading">{t('bulk.commonHeading')}</h3>
      <p>{t('bulk.commonIntro', { count: content.withoutContent, total: content.lines })}</p>
      <FieldNames names={labels}>
        <ErrorSummary
          attempt={attempt || (lastResult?.status ? lastResult : 0)}
          entries={contentErrorEntries(languages)}
        />
        <PostForm
          form={form}
          action={action}
          submit={submit}
          onFocus={load}
          beforeSubmit={() => setAttempt((count) => count + 1)}
        >
          <input type="hidden" name={pushBulkNames.file} value={file.id} />
          <ContentFields fields={languages} />
          <div className="button-row">
            <SubmitButton
              name="intent"
              value="send"
              pending={submit.pending}
              busyLabel={tBulk('file.sending')}
            >
              {tBulk('file.send')}
            </SubmitButton>
            <Link className="button button--secondary" to={otherFileHref}>
              {tBulk('file.otherFile')}
            </Link>
          </div>
        </PostForm>
      </FieldNames>
    </section>
  );
}
