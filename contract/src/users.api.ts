import { z } from 'zod';
import { defineCall } from './call';
import { idParams } from './common';
import {
  adminUserBody,
  deletedSchema,
  profileBody,
  registerBody,
  sessionUserSchema,
  shippingAddressBody,
  signinBody,
  userListQuery,
  userPageSchema,
  userSchema,
} from './users.schema';

const tag = 'Users';

export const usersApi = {
  register: defineCall({
    method: 'POST',
    path: '/api/users/register',
    summary: 'Create an account and sign in',
    access: 'public',
    tag,
    body: registerBody,
    response: sessionUserSchema,
    status: 201,
  }),
  signin: defineCall({
    method: 'POST',
    path: '/api/users/signin',
    summary: 'Sign in with email and password',
    access: 'public',
    tag,
    body: signinBody,
    response: sessionUserSchema,
  }),
  profile: defineCall({
    method: 'PUT',
    path: '/api/users/profile',
    summary: "Update the caller's own account, seller application or shop settings",
    access: 'user',
    tag,
    body: profileBody,
    response: sessionUserSchema,
  }),
  saveShippingAddress: defineCall({
    method: 'PUT',
    path: '/api/users/save_shipping_address',
    summary: "Save the caller's shipping address",
    access: 'user',
    tag,
    body: shippingAddressBody,
    response: userSchema,
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/users',
    summary: 'All users, newest first (admin; SPEC §7 shape — the admin app uses the paged call)',
    access: 'admin',
    tag,
    response: z.array(userSchema),
  }),
  paged: defineCall({
    method: 'GET',
    path: '/api/users/paged',
    summary:
      'A page of users, filtered by shop status (waiting, open, closed) and by part of name or email (admin)',
    access: 'admin',
    tag,
    query: userListQuery,
    response: userPageSchema,
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/users/:id',
    summary: 'A user: yourself, or anyone for admins',
    access: 'user',
    tag,
    params: idParams,
    response: userSchema,
  }),
  adminUpdate: defineCall({
    method: 'PUT',
    path: '/api/users/:id',
    summary: "Set a user's seller and admin flags, plan (1 or 2) and shop domain (admin)",
    access: 'admin',
    tag,
    params: idParams,
    body: adminUserBody,
    response: userSchema,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/users/:id',
    summary: 'Delete a user (admin)',
    access: 'admin',
    tag,
    params: idParams,
    response: deletedSchema,
  }),
};
