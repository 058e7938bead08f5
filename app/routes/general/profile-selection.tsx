// Profile selection: the user's profiles, alphabetical by name, and the choice of one; where the
// user goes next is in ~/auth/navigation.server. A failed choice shows an alert that can be closed.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { chooseRole, redirectAfterChoice } from '~/auth/navigation.server';
import { requirePermission, signInRedirect } from '~/auth/require-permission.server';
import { BackendError, SessionLostError } from '~/backend/errors';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import { href } from '~/routing/href';
import { safeRedirect } from '~/routing/safe-redirect';
import { screenMeta } from '~/routing/screen-meta';
import { Alert } from '~/ui/feedback/alert';

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
    profiles: user.roles.map((role) => ({ uri: role.uri, full: role.full, domains: role.domains })),
    activeUri: activeRole?.uri ?? null,
    activeHasNoRights: activeRole !== null && activeRole.permissions.length === 0,
    misconfigured: user.misconfiguredRoles,
  };
}

const choiceSchema = z.object({
  uri: z.string().trim().min(1).max(300),
  redirect: z.string().max(2000).optional(),
});

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  await requirePermission(args, 'profileSelection');
  const locale = requestLocale(request);
  const choice = choiceSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!choice.success) return data({ failed: true }, { status: 400 });
  try {
    const role = await chooseRole(request, context, choice.data.uri);
    return redirectAfterChoice(role, choice.data.redirect, locale);
  } catch (error) {
    if (error instanceof SessionLostError) throw signInRedirect(request, context);
    if (error instanceof BackendError) {
      context.log.warn({ status: error.status }, 'role selection failed');
      return data({ failed: true }, { status: error.status === 403 ? 403 : 400 });
    }
    throw error;
  }
}

export const meta = screenMeta;

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
  const navigation = useNavigation();
  const choosing = navigation.state === 'submitting' ? navigation.formData?.get('uri') : null;

  return (
    <>
      <h1>{t('profileSelection.title')}</h1>
      <p className="lead">{t('profileSelection.intro')}</p>
      {actionData?.failed && dismissedFailure !== actionData ? (
        <Alert kind="error" scrollIntoView onClose={() => setDismissedFailure(actionData)}>
          <p>{t('flash.roleSelectionFailed')}</p>
        </Alert>
      ) : null}
      {activeHasNoRights ? (
        <Alert kind="info">
          <p>{t('profileSelection.noRights')}</p>
        </Alert>
      ) : null}
      <Form method="post" className="profile-list">
        <input type="hidden" name="redirect" value={redirectTarget} />
        <fieldset>
          <legend className="visually-hidden">{t('profileSelection.legend')}</legend>
          <ul>
            {profiles.map((profile) => (
              <li
                key={profile.uri}
                className="profile-card"
                aria-current={profile.uri === activeUri ? 'true' : undefined}
              >
                <div className="profile-card__text">
                  <p className="profile-card__name">{profile.full}</p>
                  <p className="profile-card__domains">
                    {profile.domains.length > 0
                      ? t('profileSelection.domains', {
                          domains: profile.domains
                            .map((domain) => t(`domains.${domain}`))
                            .join(', '),
                        })
                      : t('profileSelection.noDomains')}
                  </p>
                  {profile.uri === activeUri ? (
                    <p className="profile-card__current">{t('profileSelection.current')}</p>
                  ) : null}
                </div>
                <button
                  type="submit"
                  name="uri"
                  value={profile.uri}
                  className={profile.uri === activeUri ? 'button button--secondary' : 'button'}
                  aria-busy={choosing === profile.uri ? 'true' : undefined}
                >
                  {t('profileSelection.choose', { role: profile.full })}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
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
