import { endpoints } from '@torget/contract/browser';
import { apiClient } from '../../../lib/api-client';

export const signin = (body: { email: string; password: string }) =>
  apiClient.call(endpoints.users.signin, { body });

export const register = (body: { name: string; email: string; password: string }) =>
  apiClient.call(endpoints.users.register, { body });

export const forgotPassword = (email: string) =>
  apiClient.call(endpoints.passwordReset.forgot, { body: { email } });

export const resetPassword = (body: { email: string; new_password: string; reset_password_token: string }) =>
  apiClient.call(endpoints.passwordReset.reset, { body });
