// The upload part of a bulk screen: a stored file's validation (its findings, or the button or the
// screen's own form that sends it) when the URL names one, else the upload form (after the warning that a named file is
// not the user's); then the user's earlier jobs.
import type { ReactNode } from 'react';
import type { BulkFile, BulkJobProgress } from '@contracts/bulk';
import type { BulkColumn } from '~/lib/bulk/columns';
import { BulkFileView, type KeyColumn } from '~/ui/bulk/bulk-file-view';
import { BulkJobList } from '~/ui/bulk/bulk-job-list';
import { bulkNames } from '~/ui/bulk/bulk-links';
import { BulkNotFound } from '~/ui/bulk/bulk-not-found';
import { BulkUploadForm, type BulkUploadReply } from '~/ui/bulk/bulk-upload-form';

export function BulkUploadScreen({
  loaded,
  screen,
  reply,
  templateHref,
  columns,
  findingsHref,
  resultPageHref,
  resultFileHref,
  sendForm,
}: {
  /** The loader's answer: the stored file, the user's jobs, what the form needs. */
  loaded: {
    file: BulkFile | null;
    fileNotFound: boolean;
    keyColumns: readonly KeyColumn[];
    jobs: readonly BulkJobProgress[];
    referenceRequired: boolean;
    reference: string;
  };
  /** The upload screen: the form's action and the way to another file. */
  screen: string;
  reply: BulkUploadReply | undefined;
  templateHref: string;
  columns: readonly BulkColumn[];
  findingsHref: (fileId: string) => string;
  resultPageHref: (jobId: string) => string;
  resultFileHref: (jobId: string) => string;
  /** The screen's own send form for a validated file (a send that asks more than the file). */
  sendForm?: ReactNode;
}) {
  const { file } = loaded;
  return (
    <>
      {file ? (
        <BulkFileView
          file={file}
          keyColumns={loaded.keyColumns}
          findingsHref={findingsHref(file.id)}
          sendAction={screen}
          sendFields={{ [bulkNames.file]: file.id }}
          otherFileHref={screen}
          resultHref={file.jobId ? resultPageHref(file.jobId) : null}
          sendForm={sendForm}
        />
      ) : (
        <>
          {loaded.fileNotFound ? <BulkNotFound what="file" /> : null}
          <BulkUploadForm
            action={screen}
            reply={reply}
            referenceRequired={loaded.referenceRequired}
            defaultReference={loaded.reference}
            templateHref={templateHref}
            columns={columns}
          />
        </>
      )}
      <BulkJobList
        jobs={loaded.jobs}
        resultPageHref={(job) => resultPageHref(job.id)}
        resultFileHref={(job) => resultFileHref(job.id)}
      />
    </>
  );
}
