import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bulkItemStatus } from '@contracts/bulk';
import type { Database } from '../db/schema';
import { itemProcessor } from './items';
import type { BulkJobContext } from './processor';

const job: BulkJobContext = {
  id: 'job-1',
  kind: 'test',
  ownerSubject: 'subject',
  ownerName: 'An Peeters',
  organisationCode: 'ORG',
  roleUri: 'role',
  permission: 'permission',
  correlationId: 'correlation',
  reference: null,
  language: 'nl',
};
const trx = {} as Kysely<Database>;
const processor = itemProcessor('test', z.object({ insz: z.string().length(11) }), (_, value) =>
  Promise.resolve({ status: bulkItemStatus.done, message: `asked ${value.insz}` }),
);

describe('itemProcessor', () => {
  it('hands the domain the item parsed with its schema', async () => {
    const item = { jobId: 'job-1', position: 1, line: 2, payload: { insz: '80020300285' } };
    expect(processor.kind).toBe('test');
    expect(await processor.process(trx, item, job)).toEqual({
      status: bulkItemStatus.done,
      message: 'asked 80020300285',
    });
  });

  it('refuses an item that no longer passes the schema, without the domain', async () => {
    const item = { jobId: 'job-1', position: 1, line: 2, payload: { insz: '123' } };
    expect(await processor.process(trx, item, job)).toMatchObject({
      status: bulkItemStatus.refused,
    });
  });
});
