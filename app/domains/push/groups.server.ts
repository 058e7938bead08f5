// The organisation's groups, as the groups screen lists them and the member search offers them:
// each with its description and number of members, by name. Members join and leave groups under
// the user's hands, so the groups are asked anew every time.
import { getGroups, type Group } from '@contracts/push-notification';
import { insufficientPermission } from '~/auth/require-permission.server';
import { callBackend } from '~/backend/client.server';
import { BackendError } from '~/backend/errors';
import { sourceFailure, type Failed } from '~/consultation/url-search.server';
import type { RequestArgs } from '~/load-context';

export type GroupsOutcome = { groups: Group[] } | Failed;

/**
 * The groups of the active role's organisation. Any profile may open the groups screen, but only
 * one with a push permission may read the groups: the backend refuses the others (403), who get
 * the refusal of a push screen they may not open.
 */
export async function organisationGroups(args: RequestArgs): Promise<GroupsOutcome> {
  const { request, context } = args;
  try {
    return { groups: await callBackend(getGroups, { request, context }) };
  } catch (error) {
    if (error instanceof BackendError && error.status === 403) {
      throw await insufficientPermission(request);
    }
    return sourceFailure(context, error);
  }
}
