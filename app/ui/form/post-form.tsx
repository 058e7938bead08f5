// A post form that is sent once: conform's form attributes, the browser's own checks off (the form
// checks itself with the schema the server reads it with, loaded on first focus:
// lazy-validation.ts), and the single-submit guard around its own submission (`useSingleSubmit`).
import { getFormProps, type FormMetadata } from '@conform-to/react';
import { Form } from '@remix-run/react';
import type { FormEvent, ReactNode } from 'react';
import type { useSingleSubmit } from './form-pending';

export function PostForm<Schema extends Record<string, unknown>, FormError>({
  form,
  action,
  encType,
  submit,
  beforeSubmit,
  onFocus,
  children,
}: {
  form: FormMetadata<Schema, FormError>;
  action: string;
  /** multipart/form-data for a form with a file input (the server reads both kinds of post). */
  encType?: 'multipart/form-data';
  submit: ReturnType<typeof useSingleSubmit>;
  /** Runs first on every submission (counting the attempts for the error summary). */
  beforeSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Starts loading the form's schema (`useLazyValidation`'s `load`). */
  onFocus?: () => void;
  children: ReactNode;
}) {
  const formProps = getFormProps(form);
  return (
    <Form
      method="post"
      action={action}
      encType={encType}
      {...formProps}
      noValidate
      onFocus={onFocus}
      onSubmit={submit.guard((event) => {
        beforeSubmit?.(event);
        formProps.onSubmit(event);
      })}
    >
      {children}
    </Form>
  );
}
