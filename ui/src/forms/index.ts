export { Form, FormError, type FormProps } from './form';
export { useAction } from './use-action';
export {
  FormCheckbox,
  FormColourField,
  FormFileField,
  FormImageUpload,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  useFieldError,
} from './form-fields';
export { FORM_ERROR, showSaveError, useApiForm, type ApiForm, type ApiFormOptions } from './use-api-form';
/** react-hook-form's own hooks the apps need, through the kit so the apps depend on one form library entry. */
export { useController, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
