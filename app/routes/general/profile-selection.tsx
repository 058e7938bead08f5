// Profile selection: one form, one radio per profile (role and organisation, the domains it opens,
// the current one marked and preselected), one 'Doorgaan'. Where the user goes next is in
// ~/auth/navigation.server. No choice gets a named error; a refused choice an alert that closes.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseRole, redirectAfterChoice } from '~/auth/navigation.server';
import { profileChoiceSchema } from '~/auth/profile-choice';
import { requirePermission, signInRedirect } from '~/auth/require-permission.server';
import { BackendError, SessionLostError } from '~/backend/errors';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import { replyWithFormFailure } from '~/page-state/form-reply.server';
import { parseForm } from '~/page-state/parse-form';
import { href } from '~/routing/href';
import { safeRedirect } from '~/routing/safe-redirect';
import { screenMeta } from '~/routing/screen-meta';
import { builtDomains } from '~/screens';
import { Alert } from '~/ui/feedback/alert';
import { ErrorSummary } from '~/ui/form/error-summary';
import { FieldGroup } from '~/ui/form/field-group';
import { SubmitButton } from '~/ui/form/submit-button';

export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const { user, activeRole } = await requirePermission(args, 'profileSelection');
  const locale = requestLocale(request);
  if (user.roles.length === 0) throw redirect(href('profileNotAvailable', {}, locale));
  const t = await i18nServer.getFixedT(request, 'common');
  const redirectTarget = new URL(request.url).searchParams.get('redirect');
  return {
    title: t('screens.profileSelection'),
    locale,
    redirect: redirectTarget ? safeRedirect(redirectTarget, '') : '',
    profiles: user.roles.map((role) => ({
      uri: role.uri,
      full: role.full,
      domains: builtDomains(role.domains),
    })),
    activeUri: activeRole?.uri ?? null,
    activeHasNoRights: activeRole !== null && activeRole.permissions.length === 0,
    misconfigured: user.misconfiguredRoles,
  };
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  await requirePermission(args, 'profileSelection');
  const locale = requestLocale(request);
  const submission = parseForm(await request.formData(), profileChoiceSchema);
  if (submission.status !== 'success') {
    return replyWithFormFailure(context, { errors: submission.error?.uri ?? [], failed: false });
  }
  try {
    const role = await chooseRole(request, context, submission.value.uri);
    return redirectAfterChoice(role, submission.value.redirect, locale);
  } catch (error) {
    if (error instanceof SessionLostError) throw signInRedirect(request, context);
    if (error instanceof BackendError) {
      context.log.warn({ status: error.status }, 'role selection failed');
      return data({ errors: [], failed: true }, { status: error.status === 403 ? 403 : 400 });
    }
    throw error;
  }
}

export const meta = screenMeta;

const fieldId = 'profile';
const optionId = (index: number) => `${fieldId}-${index}`;

export default function ProfileSelectionScreen() {
  const { t } = useTranslation();
  const {
    locale,
    redirect: redirectTarget,
    profiles,
    activeUri,
    activeHasNoRights,
    misconfigured,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [dismissedFailure, setDismissedFailure] = useState<typeof actionData>(undefined);
  const errors = actionData?.errors ?? [];
  const invalid = errors.length > 0;

  return (
    <>
      {actionData?.failed && dismissedFailure !== actionData ? (
        <Alert kind="error" scrollIntoView onClose={() => setDismissedFailure(actionData)}>
          <p>{t('flash.roleSelectionFailed')}</p>
        </Alert>
      ) : null}
      <ErrorSummary
        attempt={invalid ? actionData : undefined}
        entries={[{ targetId: optionId(0), errors }]}
      />
      {activeHasNoRights ? (
        <Alert kind="info">
          <p>{t('profileSelection.noRights')}</p>
        </Alert>
      ) : null}
      <Form method="post" noValidate className="profile-choice">
        <input type="hidden" name="redirect" value={redirectTarget} />
        <FieldGroup
          meta={{
            id: fieldId,
            descriptionId: `${fieldId}-hint`,
            errorId: `${fieldId}-error`,
            errors: invalid ? errors : undefined,
          }}
          legend={<h1>{t('profileSelection.title')}</h1>}
          hint={t('profileSelection.intro')}
          className="radio-group"
        >
          {profiles.map((profile, index) => {
            const current = profile.uri === activeUri;
            return (
              <div
                key={profile.uri}
                className={current ? 'profile-option profile-option--current' : 'profile-option'}
              >
                <input
                  type="radio"
                  id={optionId(index)}
                  name="uri"
                  value={profile.uri}
                  defaultChecked={current}
                  aria-describedby={`${optionId(index)}-domains`}
                />
                <label htmlFor={optionId(index)} className="profile-option__name">
                  {profile.full}
                  {current ? (
                    <span className="tag profile-option__current">
                      {t('profileSelection.current')}
                    </span>
                  ) : null}
                </label>
                <p id={`${optionId(index)}-domains`} className="form-hint profile-option__domains">
                  {profile.domains.length > 0
                    ? t('profileSelection.domains', {
                        domains: profile.domains.map((domain) => t(`domains.${domain}`)).join(', '),
                      })
                    : t('profileSelection.noDomains')}
                </p>
              </div>
            );
          })}
        </FieldGroup>
        <SubmitButton>{t('profileSelection.continue')}</SubmitButton>
      </Form>
      {misconfigured.length > 0 ? (
        <Alert kind="warning">
          <p>{t('profileSelection.misconfigured', { codes: misconfigured.join(', ') })}</p>
        </Alert>
      ) : null}
      <p className="notice">
        {t('profileSelection.logged')}{' '}
        <Link to={href('privacy', {}, locale)}>{t('profileSelection.privacyLink')}</Link>
      </p>
    </>
  );
}
