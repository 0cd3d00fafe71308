import type { ComponentProps, ReactNode } from 'react';
import { get, useFormContext, useFormState, type RegisterOptions } from 'react-hook-form';
import { Checkbox, SelectField, TextAreaField, TextField } from '../components/field';

interface Bound {
  /** The field's name in the form's values. */
  name: string;
  /** Its rules (required, validate…): messages are texts people read, from the app's catalogs. */
  rules?: RegisterOptions;
}

/** The field's message: its rule's, or the server's when the save named it. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  return (get(errors, name) as { message?: string } | undefined)?.message || undefined;
}

export function FormTextField({
  name,
  rules,
  ...props
}: Bound & Omit<ComponentProps<typeof TextField>, 'name' | 'error' | 'value' | 'onChange' | 'onBlur'>) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return <TextField {...props} {...register(name, rules)} error={error} />;
}

export function FormTextAreaField({
  name,
  rules,
  ...props
}: Bound & Omit<ComponentProps<typeof TextAreaField>, 'name' | 'error' | 'value' | 'onChange' | 'onBlur'>) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return <TextAreaField {...props} {...register(name, rules)} error={error} />;
}

export function FormSelectField({
  name,
  rules,
  children,
  ...props
}: Bound &
  Omit<ComponentProps<typeof SelectField>, 'name' | 'error' | 'value' | 'onChange' | 'onBlur'> & {
    children: ReactNode;
  }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <SelectField {...props} {...register(name, rules)} error={error}>
      {children}
    </SelectField>
  );
}

export function FormCheckbox({
  name,
  rules,
  ...props
}: Bound & Omit<ComponentProps<typeof Checkbox>, 'name' | 'checked' | 'onChange' | 'onBlur'>) {
  const { register } = useFormContext();
  return <Checkbox {...props} {...register(name, rules)} />;
}
