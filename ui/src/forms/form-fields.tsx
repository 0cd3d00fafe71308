import type { ComponentProps, ReactNode } from 'react';
import { get, useController, useFormContext, useFormState, type RegisterOptions } from 'react-hook-form';
import { ColourField, type ColourFieldProps } from '../components/colour-field';
import { Checkbox, FileField, SelectField, TextAreaField, TextField } from '../components/field';
import { ImageUpload, type ImageUploadProps } from '../components/image-upload';

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

/** A file chooser bound by name: the value is the chosen FileList (the app sends the file itself). */
export function FormFileField({
  name,
  rules,
  ...props
}: Bound & Omit<ComponentProps<typeof FileField>, 'name' | 'error' | 'value' | 'onChange' | 'onBlur'>) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return <FileField {...props} {...register(name, rules)} error={error} />;
}

export function FormCheckbox({
  name,
  rules,
  ...props
}: Bound & Omit<ComponentProps<typeof Checkbox>, 'name' | 'checked' | 'onChange' | 'onBlur'>) {
  const { register } = useFormContext();
  return <Checkbox {...props} {...register(name, rules)} />;
}

/** Rules of a field whose value is set by a component, not typed into an input (react-hook-form's subset). */
type ControlledRules = Omit<RegisterOptions, 'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'disabled'>;

/** The kit's image upload bound by name: the field's value is the path the upload answers ('' for none). */
export function FormImageUpload({
  name,
  rules,
  ...props
}: Bound & Omit<ImageUploadProps, 'value' | 'onChange' | 'error'>) {
  const { field } = useController({ name, rules: rules as ControlledRules });
  const error = useFieldError(name);
  return <ImageUpload {...props} value={field.value as string} onChange={field.onChange} error={error} />;
}

/** The kit's colour field bound by name: the value is a hex colour, or '' for the marketplace's own. */
export function FormColourField({
  name,
  rules,
  ...props
}: Bound & Omit<ColourFieldProps, 'value' | 'onChange' | 'error'>) {
  const { field } = useController({ name, rules: rules as ControlledRules });
  const error = useFieldError(name);
  return <ColourField {...props} value={field.value as string} onChange={field.onChange} error={error} />;
}
