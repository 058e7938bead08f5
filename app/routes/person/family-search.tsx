// Family composition search: the insz form with its own history fields (the date choice is named
// familyHistoryDateChoice and stored apart from the person search's), to the detail.
import type { SubmissionResult } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { rememberedReference } from '~/consultation/subject-lookup.server';
import { personCapabilities } from '~/domains/person/capabilities';
import { readPreferences } from '~/domains/person/preferences.server';
import { familyDateChoiceField } from '~/domains/person/search-fields';
import { InszSearchForm } from '~/domains/person/search-forms';
import { familySearch } from '~/domains/person/search.server';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import type { FormErrors } from '~/page-state/parse-form';
import { clearedFormParameter } from '~/page-state/url-names';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'familySearch');
  const t = await i18nServer.getFixedT(args.request, 'person');
  const preferences = readPreferences(args.request);
  return {
    title: t('family.title'),
    capabilities: personCapabilities(activeRole),
    reference: rememberedReference(args.context, args.request),
    preferences: {
      history: preferences.familyHistory,
      dateChoice: preferences.familyHistoryDateChoice,
      date: preferences.familyDate,
    },
  };
}

export async function action(args: ActionFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'familySearch');
  return familySearch(args, personCapabilities(activeRole));
}

export const meta = screenMeta;

export default function FamilySearchScreen() {
  const { t } = useTranslation('person');
  const { capabilities, preferences, reference } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const locale = localeFromPath(useLocation().pathname);
  const result = (actionData && 'result' in actionData ? actionData.result : undefined) as
    SubmissionResult<FormErrors> | undefined;
  return (
    <div className="layout-narrow">
      <h1>{t('family.title')}</h1>
      <p className="lead">{t('family.intro')}</p>
      {capabilities.family ? (
        <InszSearchForm
          options={capabilities.lookups.family}
          history={capabilities.familyHistory}
          preferences={preferences}
          lastResult={result}
          action={href('familySearch', {}, locale)}
          clearHref={href('familySearch', {}, locale, { [clearedFormParameter]: '1' })}
          choiceName={familyDateChoiceField}
          defaultReference={reference}
        />
      ) : (
        <p>{t('family.noPermission')}</p>
      )}
    </div>
  );
}
