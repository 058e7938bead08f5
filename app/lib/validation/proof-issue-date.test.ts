import { describe, expect, it } from 'vitest';
import { validateProofIssueDate, type ProofValidity } from './proof-issue-date';

const closed: ProofValidity = { start: '2020-01-01', end: '2020-12-31' };
const open: ProofValidity = { start: '2023-06-01', end: null };

describe('validateProofIssueDate', () => {
  it.each<[string, ProofValidity[], string | null]>([
    ['01.01.2020', [closed], null],
    ['31.12.2020', [closed], null],
    ['15.06.2020', [closed], null],
    ['31.12.2019', [closed], 'proofIssueDate.outsideValidity'],
    ['01.01.2021', [closed], 'proofIssueDate.outsideValidity'],
    ['01.06.2023', [open], null],
    ['01.01.2040', [open], null],
    ['31.05.2023', [open], 'proofIssueDate.outsideValidity'],
    ['01.01.2022', [closed, open], 'proofIssueDate.outsideValidity'],
    ['01.01.2024', [closed, open], null],
    ['01.01.2020', [{ start: '2020-01-01', end: 'garbled' }], 'proofIssueDate.outsideValidity'],
    ['01.01.2020', [], null],
    ['garbled', [closed], null],
  ])('%j in %j → %s', (issueDate, periods, key) => {
    expect(validateProofIssueDate(issueDate, periods)?.key ?? null).toBe(key);
  });
});
