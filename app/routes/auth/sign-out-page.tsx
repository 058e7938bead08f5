// The confirmation that a GET of sign-out or profile switch shows to a signed-in user: state
// changes only by POST (with the forgery check), so a link from another site changes nothing.
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

export interface SignOutConfirmation {
  kind: 'signOut' | 'switch';
  title: string;
  /** Where 'Annuleren' goes: the page the user came from, or the start page. */
  back: string;
  /** The form's action, with the query it was asked with. */
  action: string;
}

export function SignOutConfirmationPage() {
  const { t } = useTranslation();
  const { kind, back, action } = useLoaderData<SignOutConfirmation>();
  return (
    <>
      <h1>{t(`auth.${kind}.title`)}</h1>
      <p className="lead">{t(`auth.${kind}.text`)}</p>
      <Form method="post" action={action} reloadDocument className="button-row">
        <button type="submit" className="button">
          {t(`auth.${kind}.confirm`)}
        </button>
        <Link to={back}>{t(`auth.${kind}.cancel`)}</Link>
      </Form>
    </>
  );
}
