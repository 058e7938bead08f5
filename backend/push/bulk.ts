// Push notifications by file (ADR 014, ADR 024): the bulk kind of the files and jobs, the rules a
// file's lines are checked with beyond the item schema, the notification a file's job delivers,
// and the processor of its items. An item is one line, one member: the line's notification is
// delivered to every reachable device of the member, each delivery recorded under the file's
// notification, in the transaction that ends the item. A line may carry content of its own (plain
// text, made HTML as the editor's plain text is); the item keeps it, and the line's devices get it.
//
// A line whose national number is not (or no longer) a member of the organisation ends 404, as a
// line whose person is not known ends in the other kinds, and is no finding: membership is read
// when the line is processed, so a member registered between the upload and the send is reached,
// and the file's other lines go out all the same.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { bulkItemStatus, type BulkFinding } from '@contracts/bulk';
import { reachableStatuses, type NotificationContent } from '@contracts/push-notification';
import {
  pushBulkItem,
  pushBulkSheetColumnOf,
  pushBulkSheetColumnTitles,
  type PushBulkItem,
} from '@contracts/push-notification-bulk';
import { textToHtml } from '../../rich-text/sanitize';
import { columnByTitles, type BulkKind } from '../bulk/files';
import { itemProcessor } from '../bulk/items';
import type { MadeJob } from '../bulk/jobs';
import type { BulkProcessor } from '../bulk/processor';
import type { Database, StoredBulkLine } from '../db/schema';
import { message, type Language } from '../http/messages';
import { checkedContent, type ContentFinding } from './content';
import { deliverTo } from './deliver';
import type { Sender } from './notifications';
import type { PushService } from './push-service';

/** The bulk kind of push files and of the jobs that deliver them. */
export const pushBulkKind = 'pushNotification';

/** The sheet's column of a field of an item, titled in either language. */
const pushBulkColumnOf = columnByTitles((path) => {
  const column = pushBulkSheetColumnOf(path);
  return column ? pushBulkSheetColumnTitles[column] : null;
});

type LineText = NonNullable<PushBulkItem['inhoud']>['nl'];

function notificationText(text: LineText) {
  return {
    titel: text.titel,
    subtitel: '',
    bericht: textToHtml(text.bericht.replace(/\r\n?/g, '\n')),
    url: null,
    afbeelding: null,
  };
}

/**
 * A line's own content as a notification's: each message made HTML and read again with the
 * editor's rules (at most 993 characters of text), each finding on its field ('inhoud.nl.bericht').
 * Null when the line has none.
 */
export function lineContent(
  item: PushBulkItem,
): { content: NotificationContent; findings: ContentFinding[] } | null {
  const own = item.inhoud;
  if (!own) return null;
  return checkedContent(
    {
      nl: notificationText(own.nl),
      fr: own.fr ? notificationText(own.fr) : null,
      de: null,
      en: own.en ? notificationText(own.en) : null,
    },
    'inhoud',
  );
}

/** The items of a stored file's lines, those that still pass the item schema. */
function itemsOf(lines: readonly StoredBulkLine[]): PushBulkItem[] {
  return lines.flatMap((line) => {
    const parsed = pushBulkItem.safeParse(line.item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The rules on a file's lines beyond the item schema: a member on one line only (a second line
 * for the same national number would find the member's devices reached already), and a line's
 * own message within the editor's limits once made HTML.
 */
function pushLineRules(
  lines: readonly StoredBulkLine[],
  columns: readonly string[],
  language: Language,
): BulkFinding[][] {
  const members = new Set<string>();
  return lines.map((line) => {
    const parsed = pushBulkItem.safeParse(line.item);
    if (line.fouten.length > 0 || !parsed.success) return [];
    const item = parsed.data;
    const findings: BulkFinding[] = [];
    if (members.has(item.insz)) {
      findings.push({
        kolom: pushBulkColumnOf(['insz'], columns) ?? '',
        melding: message(language, 'pushBulkMemberTwice'),
      });
    }
    members.add(item.insz);
    for (const finding of lineContent(item)?.findings ?? []) {
      findings.push({
        kolom: pushBulkColumnOf(finding.field.split('.'), columns) ?? '',
        melding: message(language, finding.key),
      });
    }
    return findings;
  });
}

/** The push files' bulk kind: its item schema, where findings show, its line rules. */
export const pushBulkFileKind: BulkKind = {
  kind: pushBulkKind,
  itemSchema: pushBulkItem,
  columnOf: pushBulkColumnOf,
  resultTitle: { nl: 'Toestellen', en: 'Devices' },
  lineRules: pushLineRules,
};

/**
 * The notification a file's job delivers, made in the job's transaction: audience 'bestand', the
 * file's name as its description, the content common to the file (or, when every line has its
 * own and none is common, the first line's), whether lines had content of their own, and as its
 * devices the reachable devices of the file's members. Null, and nothing made, when a line has no
 * content of its own and no common content is given.
 */
export async function insertFileNotification(
  trx: Kysely<Database>,
  sender: Sender,
  job: MadeJob,
  common: NotificationContent | null,
  at: Date,
): Promise<string | null> {
  const items = itemsOf(job.lines);
  if (common === null && items.some((item) => item.inhoud === undefined)) return null;
  const first = items.find((item) => item.inhoud !== undefined);
  const content = common ?? (first ? lineContent(first)?.content : undefined);
  if (!content) return null;
  const members = [...new Set(items.map((item) => item.insz))];
  const devices =
    members.length === 0
      ? { count: 0 }
      : await trx
          .selectFrom('push_devices as d')
          .innerJoin('push_members as m', 'm.id', 'd.member_id')
          .where('m.organisation_code', '=', sender.organisation)
          .where('m.insz', 'in', members)
          .where('d.status', 'in', [...reachableStatuses])
          .select(sql<number>`count(*)::int`.as('count'))
          .executeTakeFirstOrThrow();
  const id = randomUUID();
  await trx
    .insertInto('push_notifications')
    .values({
      id,
      organisation_code: sender.organisation,
      audience: 'bestand',
      member_id: null,
      group_id: null,
      description: job.fileName,
      content: JSON.stringify(content),
      title: content.nl.titel,
      sent_by_subject: sender.subject,
      sent_by_name: sender.name,
      role_uri: sender.roleUri,
      device_count: devices.count,
      job_id: job.id,
      content_per_line: first !== undefined,
      created_at: at,
    })
    .execute();
  return id;
}

/** A line's result: how many of the member's devices the notification reached. */
const reached: Record<Language, (delivered: number, devices: number) => string> = {
  nl: (delivered, devices) =>
    `${delivered} van ${devices} ${devices === 1 ? 'toestel' : 'toestellen'} bereikt`,
  en: (delivered, devices) =>
    `${delivered} of ${devices} ${devices === 1 ? 'device' : 'devices'} reached`,
};

/**
 * The processor of a file's items: the line's member found by national number in the job's
 * organisation, and the line's notification delivered to each of its reachable devices (with the
 * line's own content, if it has any). 200 when a device got it, 404 when the number is no member
 * or the member has no reachable device, 502 when every device was tried and none got it; the
 * result names how many devices were reached. A line whose own content no longer passes the
 * editor's rules is refused (422) and reaches nobody.
 */
export function pushBulkProcessor(service: PushService): BulkProcessor {
  // A job's notification never changes: asked once per job.
  const notificationOfJob = new Map<string, string>();
  async function notificationOf(trx: Kysely<Database>, jobId: string): Promise<string> {
    const known = notificationOfJob.get(jobId);
    if (known) return known;
    const row = await trx
      .selectFrom('push_notifications')
      .where('job_id', '=', jobId)
      .select('id')
      .executeTakeFirstOrThrow();
    if (notificationOfJob.size >= 1000) notificationOfJob.clear();
    notificationOfJob.set(jobId, row.id);
    return row.id;
  }

  return itemProcessor(pushBulkKind, pushBulkItem, async (trx, item, job) => {
    const own = lineContent(item);
    const [finding] = own?.findings ?? [];
    if (finding) {
      return { status: bulkItemStatus.refused, message: message(job.language, finding.key) };
    }
    const member = await trx
      .selectFrom('push_members')
      .where('organisation_code', '=', job.organisationCode)
      .where('insz', '=', item.insz)
      .select('id')
      .executeTakeFirst();
    if (!member) {
      return {
        status: bulkItemStatus.notFound,
        message: message(job.language, 'pushBulkNotAMember'),
      };
    }
    const devices = await trx
      .selectFrom('push_devices')
      .where('member_id', '=', member.id)
      .where('status', 'in', [...reachableStatuses])
      .select('id')
      .orderBy('id')
      .execute();
    const notification = await notificationOf(trx, job.id);
    const at = new Date();
    let tried = 0;
    let delivered = 0;
    for (const device of devices) {
      const outcome = await deliverTo(trx, service, notification, device.id, at, own?.content);
      // A device removed or suspended since it was read is not one the line could reach.
      if (outcome === 'skipped') continue;
      tried += 1;
      if (outcome === 'delivered') delivered += 1;
    }
    if (tried === 0) {
      return {
        status: bulkItemStatus.notFound,
        message: message(job.language, 'pushBulkNoReachableDevice'),
      };
    }
    return {
      status: delivered > 0 ? bulkItemStatus.done : 502,
      message: message(job.language, delivered > 0 ? 'pushBulkDelivered' : 'pushBulkNotDelivered'),
      result: reached[job.language](delivered, tried),
    };
  });
}
