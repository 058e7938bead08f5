// The upload form of a bulk screen: the file (checked in the browser by its content and size, and
// again on the server), 'Uw referentie' when the role's rules ask for one, and the button that has
// the file checked. Beside it the template to fill in and what each of its columns takes. A plain
// multipart form: it works without JavaScript.
import { Form, useLocation } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeFromPath } from '~/i18n/locale';
import type { BulkColumn } from '~/lib/bulk/columns';
import {
  BULK_FILE_MAX_LINES,
  validateBulkFile,
  type BulkFileFormat,
  type UploadedFile,
} from '~/lib/validation/files';
import type { ValidationIssue } from '~/lib/validation/issue';
import { REFERENCE_MAX_LENGTH } from '~/lib/validation/reference';
import { Table } from '~/ui/data-table/table';
import { ErrorSummary } from '~/ui/form/error-summary';
import { describedByIds, LabelledField } from '~/ui/form/field-group';
import { useSingleSubmit } from '~/ui/form/form-pending';
import { SubmitButton } from '~/ui/form/submit-button';
import { Accordion } from '~/ui/widgets/accordion';
import { FileUploadField } from '~/ui/widgets/file-upload';

/** The names of the form's fields: the server reads them (`bulkUploadFields`). */
export const bulkUploadFieldNames = { file: 'bestand', reference: 'referentie' } as const;

export interface BulkUploadReply {
  errors: { file?: ValidationIssue[]; reference?: ValidationIssue[] };
  values: { reference: string };
}

const fileId = 'bulk-upload-file';
const referenceId = 'bulk-upload-reference';
/** What the file picker offers, and the help text under the field, per kind of file. */
const formats = {
  xlsx: {
    accept: '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    hint: 'upload.fileHint',
  },
  csv: { accept: '.csv,text/csv', hint: 'upload.fileHintCsv' },
} as const satisfies Record<BulkFileFormat, { accept: string; hint: string }>;

export function BulkUploadForm({
  action,
  reply,
  referenceRequired,
  defaultReference,
  templateHref,
  columns,
  format = 'xlsx',
}: {
  action: string;
  /** The server's answer to a refused upload: the errors per field and what was typed. */
  reply: BulkUploadReply | undefined;
  referenceRequired: boolean;
  defaultReference?: string;
  /** The template workbook to download. */
  templateHref: string;
  /** The domain's columns, explained under the form. */
  columns: readonly BulkColumn[];
  /** The kind of file the domain takes (its sheet's `format`): a workbook unless csv. */
  format?: BulkFileFormat;
}) {
  const { t } = useTranslation('bulk');
  const { t: tCommon } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);
  const submit = useSingleSubmit(action);
  // The browser's finding on the chosen file: the file is not kept, the form is not sent, and the
  // summary names what the field says (not that the emptied field is required).
  const [refusedFile, setRefusedFile] = useState<ValidationIssue | null>(null);
  const [refusals, setRefusals] = useState(0);
  const errors = reply?.errors;
  const fileErrors = refusedFile ? [refusedFile] : errors?.file;
  const referenceMeta = {
    id: referenceId,
    name: bulkUploadFieldNames.reference,
    descriptionId: `${referenceId}-hint`,
    errorId: `${referenceId}-error`,
    errors: errors?.reference,
  };
  return (
    <section aria-labelledby="bulk-upload-heading" className="bulk-upload">
      <h2 id="bulk-upload-heading">{t('upload.heading')}</h2>
      <p>{t('upload.intro', { lines: BULK_FILE_MAX_LINES })}</p>
      <p>
        <a className="button button--secondary" href={templateHref} download>
          {t('upload.template')}
        </a>
      </p>
      <Accordion summary={t('upload.columns')}>
        <Table
          name={{ caption: t('upload.columnsCaption'), id: 'bulk-upload-columns' }}
          rows={[...columns]}
          rowKey={(column) => column.id}
          columns={[
            { key: 'title', header: t('upload.column'), cell: (column) => column.title[locale] },
            {
              key: 'required',
              header: t('upload.required'),
              cell: (column) => (column.required ? t('upload.yes') : t('upload.no')),
            },
            { key: 'hint', header: t('upload.hint'), cell: (column) => column.hint[locale] },
            { key: 'example', header: t('upload.example'), cell: (column) => column.example },
          ]}
        />
      </Accordion>
      <ErrorSummary
        attempt={refusals > 0 && refusedFile ? refusals : reply}
        entries={[
          { targetId: fileId, errors: fileErrors },
          { targetId: referenceId, errors: errors?.reference },
        ]}
      />
      <p className="form-hint">{tCommon('form.requiredLegend')}</p>
      <Form
        method="post"
        action={action}
        encType="multipart/form-data"
        noValidate
        onSubmit={submit.guard((event) => {
          if (!refusedFile) return;
          event.preventDefault();
          setRefusals((count) => count + 1);
        })}
      >
        <FileUploadField
          id={fileId}
          name={bulkUploadFieldNames.file}
          label={t('upload.file')}
          hint={t(formats[format].hint, { lines: BULK_FILE_MAX_LINES })}
          accept={formats[format].accept}
          required
          check={(file: UploadedFile) => validateBulkFile(file, format)}
          serverErrors={errors?.file}
          onCheck={setRefusedFile}
        />
        {referenceRequired ? (
          <LabelledField
            meta={referenceMeta}
            label={tCommon('form.reference.label')}
            hint={tCommon('form.reference.hint')}
            required
          >
            <input
              id={referenceId}
              name={bulkUploadFieldNames.reference}
              type="text"
              required
              maxLength={REFERENCE_MAX_LENGTH}
              autoComplete="off"
              defaultValue={reply?.values.reference ?? defaultReference ?? ''}
              aria-invalid={errors?.reference ? true : undefined}
              aria-describedby={describedByIds(referenceMeta, true)}
            />
          </LabelledField>
        ) : null}
        <SubmitButton pending={submit.pending} busyLabel={t('upload.busy')}>
          {t('upload.submit')}
        </SubmitButton>
      </Form>
    </section>
  );
}
