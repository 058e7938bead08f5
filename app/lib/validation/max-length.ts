// Text length limits: 'maximum {amount} characters', and the remaining-characters counter.
import { issue, type ValidationIssue } from './issue';

/**
 * Counts UTF-16 code units, as the browser's maxlength and the backend do, so the three agree.
 * An empty value passes: whether a field is mandatory is a separate rule.
 */
export function validateMaxLength(value: string, amount: number): ValidationIssue | null {
  return value.length > amount ? issue('maxLength', { amount }) : null;
}

/** What a text area shows under the field; negative when the text is too long (shown in red). */
export function remainingCharacters(value: string, amount: number): number {
  return amount - value.length;
}
