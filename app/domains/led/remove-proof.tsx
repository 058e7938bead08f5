// Removing a proof from its screen: with JavaScript a button that asks for confirmation in a
// modal dialog, without it a link to the proof's confirmation page; both send the same plain post
// form, which names the mutation the screen read. 'Uw referentie' is asked only when the role's
// rules demand one for the removal and the screen's link carries none.
import { useForm, type SubmissionResult } from '@conform-to/react';
import { Link, useLocation } from '@remix-run/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Proof } from '@contracts/led';
import type { FormErrors } from '~/page-state/parse-form';
import { useSingleSubmit } from '~/ui/form/form-pending';
import { useLazyValidation } from '~/ui/form/lazy-validation';
import { PostForm } from '~/ui/form/post-form';
import { ActionReferenceField } from '~/ui/form/reference-field';
import { SubmitButton } from '~/ui/form/submit-button';
import { useHydrated } from '~/ui/use-hydrated';
import { Modal } from '~/ui/widgets/modal';
import { removeIntent } from './links';

export interface RemovalProps {
  proof: Proof;
  /** The holder's name, for the question and the banner afterwards. */
  name: string;
  /** The holder has no other proof: afterwards the search screen is shown. */
  onlyProof: boolean;
  /**
   * The proof's confirmation page (with the source and 'Uw referentie' of its link): a removal
   * refused for a missing reference shows its form there again.
   */
  action: string;
  /** The role's rules demand a reference for the removal and the link carries none. */
  askReference: boolean;
  /** 'Uw referentie' of the screen's link, sent with the removal. */
  reference: string;
  lastResult: SubmissionResult<FormErrors> | null;
}

function RemovalForm({
  id,
  proof,
  name,
  onlyProof,
  action,
  askReference,
  reference,
  lastResult,
  cancel,
}: RemovalProps & { id: string; cancel: ReactNode }) {
  const { t } = useTranslation('led');
  const submit = useSingleSubmit(action, { intent: removeIntent });
  const { validate, load, shouldRevalidate } = useLazyValidation(() =>
    import('./removal').then((rules) => rules.removalSchema(askReference)),
  );
  const [form, fields] = useForm({
    id,
    lastResult,
    onValidate: validate && (({ formData }) => validate(formData)),
    shouldValidate: 'onSubmit',
    shouldRevalidate,
  });
  return (
    <PostForm form={form} action={action} submit={submit} onFocus={load}>
      <input type="hidden" name="bewijsmutatiereferte" value={proof.bewijsmutatiereferte} />
      <input type="hidden" name="titel" value={proof.titel.slice(0, 200)} />
      <input type="hidden" name="naam" value={name.slice(0, 200)} />
      {onlyProof ? <input type="hidden" name="laatste" value="1" /> : null}
      <ActionReferenceField meta={fields.reference} asked={askReference} carried={reference} />
      <div className="button-row">
        <SubmitButton
          name="intent"
          value={removeIntent}
          pending={submit.pending}
          busyLabel={t('proof.removing')}
        >
          {t('proof.removeConfirm')}
        </SubmitButton>
        {cancel}
      </div>
    </PostForm>
  );
}

/**
 * 'Verwijderen' on the proof's screen: a button that opens the confirmation dialog, or without
 * JavaScript a link to the confirmation page.
 */
export function RemoveProof(props: RemovalProps) {
  const { t } = useTranslation('led');
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();
  // Whatever the removal's answer, it is a new page: the dialog has done its work.
  useEffect(() => setOpen(false), [key]);

  if (!hydrated) {
    return (
      <Link to={props.action} className="button button--secondary">
        {t('proof.remove')}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {t('proof.remove')}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('proof.removeTitle')}
        description={t('proof.removeQuestion', { title: props.proof.titel, name: props.name })}
        initialFocus={cancelButton}
      >
        <RemovalForm
          {...props}
          id="remove-proof-dialog"
          cancel={
            <button
              ref={cancelButton}
              type="button"
              className="button button--secondary"
              onClick={() => setOpen(false)}
            >
              {t('proof.removeCancel')}
            </button>
          }
        />
      </Modal>
    </>
  );
}

/** The confirmation page of a removal, for a browser without JavaScript. */
export function RemovalConfirmation({
  backHref,
  ...props
}: RemovalProps & { /** The proof's screen without the confirmation. */ backHref: string }) {
  const { t } = useTranslation('led');
  return (
    <section aria-labelledby="remove-proof" className="panel">
      <h2 id="remove-proof">{t('proof.removeTitle')}</h2>
      <p>{t('proof.removeQuestion', { title: props.proof.titel, name: props.name })}</p>
      <RemovalForm
        {...props}
        id="remove-proof-page"
        cancel={
          <Link to={backHref} className="button button--secondary">
            {t('proof.removeCancel')}
          </Link>
        }
      />
    </section>
  );
}
