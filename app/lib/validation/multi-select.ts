// Multi-selects with a maximum: the message once the maximum number of options is chosen.
import { issue, type ValidationIssue } from './issue';

/**
 * The hint under a multi-select as soon as the maximum is reached, so the user knows why no more
 * options can be ticked. It is not an error: the form stays valid at exactly the maximum.
 */
export function selectionLimitMessage(selected: number, maximum: number): ValidationIssue | null {
  return selected >= maximum ? issue('multiSelect.maximumReached', { amount: maximum }) : null;
}
