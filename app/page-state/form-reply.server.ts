// A failed submission answers 400 with the form's errors; the request is marked so the document
// title of the re-rendered page gets its error prefix (root loader, same request).
import type { Submission, SubmissionResult } from '@conform-to/react';
import { data, type AppLoadContext } from '@remix-run/node';
import type { FormErrors } from './parse-form';

const failedForms = new WeakSet<AppLoadContext>();

export function replyWithErrors<Output>(
  context: AppLoadContext,
  submission: Submission<Output, unknown>,
) {
  failedForms.add(context);
  return data({ result: submission.reply() }, { status: 400 });
}

/**
 * A submission's values (and any errors found after parsing, such as a lookup on the server) as
 * the form reads them back: the form shows them again, also without JavaScript.
 */
export function submissionReply(
  submission: Pick<Submission<unknown, unknown>, 'reply'>,
  fieldErrors?: Record<string, FormErrors>,
): SubmissionResult<FormErrors> {
  return submission.reply(
    fieldErrors ? { fieldErrors } : undefined,
  ) as SubmissionResult<FormErrors>;
}

/** The same for a form that is not read with conform: marks the request, answers 400. */
export function replyWithFormFailure<Payload>(context: AppLoadContext, payload: Payload) {
  failedForms.add(context);
  return data(payload, { status: 400 });
}

/** For a loader that answers with a form's errors itself (a link that carried invalid values). */
export function markFormFailed(context: AppLoadContext): void {
  failedForms.add(context);
}

export function formFailed(context: AppLoadContext): boolean {
  return failedForms.has(context);
}
