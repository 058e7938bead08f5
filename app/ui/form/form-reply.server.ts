// A failed submission answers 400 with the form's errors; the request is marked so the document
// title of the re-rendered page gets its error prefix (root loader, same request).
import type { Submission } from '@conform-to/react';
import { data, type AppLoadContext } from '@remix-run/node';

const failedForms = new WeakSet<AppLoadContext>();

export function replyWithErrors<Output>(
  context: AppLoadContext,
  submission: Submission<Output, unknown>,
) {
  failedForms.add(context);
  return data({ result: submission.reply() }, { status: 400 });
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
