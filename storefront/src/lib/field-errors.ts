import { ApiError } from '@torget/contract/browser';
import { errorMessage } from './error-message';

/**
 * Splits a failed save into a message beside the field the server named (ApiError.field) and, when it named
 * none (or a field the form does not show), one message for the whole form.
 */
export function splitError(
  error: unknown,
  shownFields: readonly string[],
): { field: Record<string, string>; form: string | null } {
  if (error instanceof ApiError && error.field && shownFields.includes(error.field)) {
    return { field: { [error.field]: error.message }, form: null };
  }
  return { field: {}, form: errorMessage(error) };
}
