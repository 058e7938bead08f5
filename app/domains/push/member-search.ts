// The member search as the members screen's URL carries it: part of a name or a national number,
// and a device status. A GET form, so the search, its page and its order live in the URL.
import { z } from 'zod';
import { deviceStatusFilters } from '@contracts/push-notification-codes';

export const memberSearchFields = {
  search: 'zoek',
  status: 'status',
  /** Sent with every search, so that a search without any filter is a search too. */
  asked: 'zoeken',
} as const;

export function memberSearchSchema() {
  const f = memberSearchFields;
  return z.object({
    [f.search]: z.string().trim().max(100).default(''),
    [f.status]: z.union([z.literal(''), z.enum(deviceStatusFilters)]).default(''),
    [f.asked]: z.string().optional(),
  });
}

export type MemberSearch = z.output<ReturnType<typeof memberSearchSchema>>;
