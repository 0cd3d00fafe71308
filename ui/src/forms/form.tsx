import type { FormHTMLAttributes, ReactNode } from 'react';
import { FormProvider, get, useFormState, type FieldValues } from 'react-hook-form';
import { MessageBox } from '../components/message-box';
import { FORM_ERROR, type ApiForm } from './use-api-form';

export interface FormProps<T extends FieldValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
> {
  form: ApiForm<T>;
  /** What a valid submit does: usually one API call. A refusal is shown by the form. */
  onSubmit: (values: T) => unknown;
  children: ReactNode;
}

/**
 * A `<form>` bound to `useApiForm`: its fields (`FormTextField`…) find the form through context. The browser's
 * own required-field check stays on unless `noValidate` is passed.
 */
export function Form<T extends FieldValues>({ form, onSubmit, children, ...rest }: FormProps<T>) {
  return (
    <FormProvider {...form}>
      <form {...rest} onSubmit={form.submit(onSubmit)}>
        {children}
      </form>
    </FormProvider>
  );
}

/** The whole form's refusal (a failed save that names no field the form shows), as an alert. */
export function FormError() {
  const { errors } = useFormState();
  const message = (get(errors, FORM_ERROR) as { message?: string } | undefined)?.message;
  return message ? <MessageBox variant="danger">{message}</MessageBox> : null;
}
