import { endpoints } from '@torget/contract/browser';
import { apiClient } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/** Signs in with the storefront's call and keeps the answer as the shared session. */
export async function signIn(email: string, password: string) {
  const user = await apiClient.call(endpoints.users.signin, { body: { email, password } });
  session.signIn(user);
  return user;
}
