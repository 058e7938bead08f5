// Document titles: '<screen title> | <application name>', translated by the screen's loader.
import type { MetaFunction } from '@remix-run/react';

export const screenMeta: MetaFunction = ({ data, matches }) => {
  const rootData = matches.find((match) => match.id === 'root')?.data as
    { appName?: string } | undefined;
  const appName = rootData?.appName ?? '';
  const title = (data as { title?: string } | undefined)?.title;
  return [{ title: title ? `${title} | ${appName}` : appName }];
};
