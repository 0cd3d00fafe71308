import { ApiError, endpoints } from '@torget/contract/browser';
import { TOO_BIG_IMAGE_MESSAGE, translateActive } from '@torget/ui';
import { config } from './config';
import { genericMessage } from './error-message';
import { session } from './session';

/**
 * POST /api/uploads with the file in the multipart field `image` (docs/product.md §7); answers the stored image's path.
 * The typed client speaks JSON only, so this one call is made here, with the same token and 401 rule.
 */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const token = session.token();
  let response: Response;
  try {
    response = await fetch(`${config.apiBaseUrl}${endpoints.uploads.image.path}`, {
      method: endpoints.uploads.image.method,
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
  } catch {
    throw new ApiError(genericMessage(), 0, 'NETWORK_ERROR');
  }
  const payload = (await response.json().catch(() => undefined)) as
    { image?: string; message?: string; code?: string; field?: string } | undefined;
  if (!response.ok) {
    if (response.status === 401 && token) session.signOut();
    // A proxy in front of the API may answer 413 itself, without our JSON body.
    const fallback =
      response.status === 413 ? translateActive('image.tooBig') || TOO_BIG_IMAGE_MESSAGE : genericMessage();
    throw new ApiError(
      payload?.message ?? fallback,
      response.status,
      payload?.code ?? 'HTTP_ERROR',
      payload?.field,
    );
  }
  return payload!.image!;
}
