// The member search as the members screen's URL carries it: part of a name or a national number,
// a device status and a group. A GET form, so the search, its page and its order live in the URL;
// a link to a group's members (`?groep=<id>`) is a search of its own.
import { z } from 'zod';
import { deviceStatusFilters } from '@contracts/push-notification-codes';

export const memberSearchFields = {
  search: 'zoek',
  status: 'status',
  group: 'groep',
  /** Sent with every search, so that a search without any filter is a search too. */
  asked: 'zoeken',
} as const;

/** Whether a URL asks for a search: the form was sent, or a link names a group. */
export function asksMemberSearch(params: URLSearchParams): boolean {
  return params.has(memberSearchFields.asked) || params.has(memberSearchFields.group);
}

/**
 * The search's rules. `groups`: the ids of the organisation's groups; a group that is none of them
 * is refused on its field. Null while they are not known (they could not be read): any id then.
 */
export function memberSearchSchema(groups: readonly string[] | null = null) {
  const f = memberSearchFields;
  return z.object({
    [f.search]: z.string().trim().max(100).default(''),
    [f.status]: z.union([z.literal(''), z.enum(deviceStatusFilters)]).default(''),
    [f.group]: z
      .union([z.literal(''), z.uuid()])
      .pipe(
        z.string().refine((group) => group === '' || groups === null || groups.includes(group), {
          message: 'push.unknownGroup',
        }),
      )
      .default(''),
    [f.asked]: z.string().optional(),
  });
}

export type MemberSearch = z.output<ReturnType<typeof memberSearchSchema>>;
