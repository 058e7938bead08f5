// Multi-selects with a maximum: the message once the maximum number of options is chosen.
import { z } from 'zod';
import { issue, reportIssue, type ValidationIssue } from './issue';

/**
 * The hint under a multi-select as soon as the maximum is reached, so the user knows why no more
 * options can be ticked. It is not an error: the form stays valid at exactly the maximum.
 */
export function selectionLimitMessage(selected: number, maximum: number): ValidationIssue | null {
  return selected >= maximum ? issue('multiSelect.maximumReached', { amount: maximum }) : null;
}

/** A list of chosen values that must not exceed the maximum (e.g. 3 municipalities). */
export function multiSelectSchema(maximum: number) {
  return z.array(z.string()).superRefine((selected, ctx) => {
    if (selected.length > maximum) {
      reportIssue(ctx, issue('multiSelect.maximumReached', { amount: maximum }));
    }
  });
}
