// File names of uploads: at most 128 characters.
import { issue, type ValidationIssue } from './issue';

export const FILE_NAME_MAX_LENGTH = 128;

export function validateFileName(name: string): ValidationIssue | null {
  return name.length > FILE_NAME_MAX_LENGTH
    ? issue('fileName.tooLong', { amount: FILE_NAME_MAX_LENGTH })
    : null;
}
