// Family composition search (spec §2): the insz form with its own history fields (the date choice
// is named familyHistoryDateChoice and stored apart from the person search's), to the detail.
import type { SubmissionResult } from '@conform-to/react';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, data } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { personCapabilities } from '~/domains/person/capabilities';
import { preferencesCookie, readPreferences } from '~/domains/person/preferences.server';
import { InszSearchForm } from '~/domains/person/search-forms';
import { familyDateChoiceField, inszSearchSchema } from '~/domains/person/search-schema';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { replyWithErrors } from '~/ui/form/form-reply.server';
import { parseForm, type FormErrors } from '~/ui/form/parse-form';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'familySearch');
  const t = await i18nServer.getFixedT(args.request, 'person');
  const preferences = readPreferences(args.request);
  return {
    title: t('family.title'),
    capabilities: personCapabilities(activeRole),
    preferences: {
      history: preferences.familyHistory,
      dateChoice: preferences.familyHistoryDateChoice,
      date: preferences.familyDate,
    },
  };
}

export async function action(args: ActionFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'familySearch');
  const capabilities = personCapabilities(activeRole);
  if (!capabilities.family) throw data(null, { status: 403 });
  const formData = await args.request.formData();
  formData.set('dateChoice', String(formData.get(familyDateChoiceField) ?? 'vanaf'));
  const submission = parseForm(
    formData,
    inszSearchSchema(capabilities, capabilities.familyHistory),
  );
  if (submission.status !== 'success') return replyWithErrors(args.context, submission);
  const value = submission.value;
  const preferences = readPreferences(args.request);
  const history = value.history === 'on';
  const query: Record<string, string> = { bron: value.bron };
  if (value.reference) query.referentie = value.reference;
  return redirect(href('familyDetail', { insz: value.insz }, requestLocale(args.request), query), {
    headers: {
      'Set-Cookie': preferencesCookie({
        ...preferences,
        familyHistory: capabilities.familyHistory.forced ? preferences.familyHistory : history,
        familyHistoryDateChoice: value.dateChoice,
        familyDate: history ? value.historyDate.trim() : preferences.familyDate,
      }),
    },
  });
}

export const meta = screenMeta;

export default function FamilySearchScreen() {
  const { t } = useTranslation('person');
  const { capabilities, preferences } = useLoaderData<typeof loader>();
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
          capabilities={capabilities}
          history={capabilities.familyHistory}
          preferences={preferences}
          lastResult={result}
          action={href('familySearch', {}, locale)}
          clearHref={href('familySearch', {}, locale)}
          choiceName={familyDateChoiceField}
        />
      ) : (
        <p>{t('family.noPermission')}</p>
      )}
    </div>
  );
}
