import { ApiError } from '@torget/contract/browser';
import { useCallback, useRef, type BaseSyntheticEvent } from 'react';
import {
  get,
  useForm,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { errorMessage } from '../i18n/error-message';

/** Where a form's failed save is shown: beside a field, or (`root.server`) once for the whole form. */
export const FORM_ERROR = 'root.server' as const;

export interface ApiFormOptions<T extends FieldValues> extends UseFormProps<T> {
  /**
   * The server's field names (its `field` on a refusal) that the form names otherwise, e.g.
   * `{ shipping_postal_code: 'postalCode' }`. A field the form holds under the server's name needs no entry.
   */
  serverFields?: Partial<Record<string, Path<T>>>;
}

export interface ApiForm<T extends FieldValues> extends UseFormReturn<T> {
  /**
   * A submit handler for `<form onSubmit>`: checks the fields' rules, then runs `action` with the values.
   * A second submit while one is under way is ignored. A refusal is put beside the field the server named
   * (when the form shows it), otherwise under `root.server` (see `FormError`).
   */
  submit: (action: (values: T) => unknown) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** True while `action` runs (buttons are disabled so a double click sends once). */
  sending: boolean;
}

/** Shows a failed save where it belongs: beside the field the server named, or for the whole form. */
export function showSaveError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  caught: unknown,
  serverFields: Partial<Record<string, Path<T>>> = {},
) {
  const named = caught instanceof ApiError ? caught.field : undefined;
  const field =
    named &&
    // A nested field (`variants.2.gtin`, a row of a grid) is found by its path.
    (serverFields[named] ?? (get(form.getValues(), named) !== undefined ? (named as Path<T>) : undefined));
  if (field) form.setError(field, { type: 'server', message: errorMessage(caught) }, { shouldFocus: true });
  else form.setError(FORM_ERROR, { type: 'server', message: errorMessage(caught) });
}

/**
 * The one way a form holds its fields: react-hook-form's `useForm` (fields registered, not a `useState`
 * each), plus the API's answer mapped onto the fields. Rules come from `@torget/contract/browser`, so the
 * browser refuses what the server would, with the same rule.
 */
export function useApiForm<T extends FieldValues>({
  serverFields,
  ...options
}: ApiFormOptions<T> = {}): ApiForm<T> {
  const form = useForm<T>({ mode: 'onSubmit', reValidateMode: 'onChange', ...options });
  const busy = useRef(false);
  const fields = useRef(serverFields);
  fields.current = serverFields;
  const { handleSubmit, setError, getValues } = form;
  const submit = useCallback(
    (action: (values: T) => unknown) =>
      handleSubmit(async (values) => {
        if (busy.current) return;
        busy.current = true;
        try {
          await action(values);
        } catch (caught) {
          showSaveError({ setError, getValues }, caught, fields.current);
        } finally {
          busy.current = false;
        }
      }),
    [handleSubmit, setError, getValues],
  );
  return { ...form, submit, sending: form.formState.isSubmitting };
}
