import { z } from 'zod';
import { defineCall } from './call';
import { emailSchema, passwordSchema } from './common';

const tag = 'Users';
const messageSchema = z.object({ message: z.string() });

export const passwordResetApi = {
  forgot: defineCall({
    method: 'POST',
    path: '/api/users/forgot_password',
    summary: 'Email a reset link (same answer whether or not the account exists)',
    access: 'public',
    tag,
    body: z.object({ email: emailSchema }),
    response: messageSchema,
    errors: ['rate_limited'],
  }),
  reset: defineCall({
    method: 'POST',
    path: '/api/users/reset_password',
    summary: 'Set a new password with the emailed token; ends all older sessions',
    access: 'public',
    tag,
    body: z.object({
      email: emailSchema,
      new_password: passwordSchema,
      reset_password_token: z.string({ error: 'The reset link is missing its token.' }).min(1).max(200),
    }),
    response: messageSchema,
  }),
};
