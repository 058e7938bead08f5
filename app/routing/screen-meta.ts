// Document titles: '<screen title> | <application name>', translated by the screen's loader, with
// an error prefix when a form on the page failed (set by the root loader for that request).
import type { MetaFunction } from '@remix-run/react';

export const screenMeta: MetaFunction = ({ data, matches }) => {
  const rootData = matches.find((match) => match.id === 'root')?.data as
    { appName?: string; titlePrefix?: string } | undefined;
  const appName = rootData?.appName ?? '';
  const prefix = rootData?.titlePrefix ?? '';
  const title = (data as { title?: string } | undefined)?.title;
  return [{ title: `${prefix}${title ? `${title} | ${appName}` : appName}` }];
};
