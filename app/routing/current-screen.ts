// Which screen of the route table is showing, with its path parameters.
import { useMatches } from '@remix-run/react';
import { screenIdFromRouteId, type ScreenId } from '~/screens';

export interface CurrentScreen {
  id: ScreenId;
  params: Record<string, string | undefined>;
}

export function useCurrentScreen(): CurrentScreen | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const id = match ? screenIdFromRouteId(match.id) : undefined;
    if (match && id) return { id, params: match.params };
  }
  return undefined;
}
