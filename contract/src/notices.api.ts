import { z } from 'zod';
import { defineCall } from './call';
import { idParams } from './common';
import {
  adminNoticeSchema,
  appealBody,
  appealDecisionBody,
  decisionBody,
  noticeBody,
  noticeQueueQuery,
  noticeReceiptSchema,
  restrictionBody,
  statementSchema,
  transparencyQuery,
  transparencySchema,
} from './notices.schema';

const tag = 'Notices';

export const noticesApi = {
  report: defineCall({
    method: 'POST',
    path: '/api/notices',
    summary:
      'Report illegal content (anyone, signed in or not): answers a reference; the notifier gets a receipt by mail',
    access: 'public',
    tag,
    body: noticeBody,
    response: noticeReceiptSchema,
    status: 201,
    errors: ['rate_limited'],
  }),
  queue: defineCall({
    method: 'GET',
    path: '/api/admin/notices',
    summary: 'Notices, oldest first, each with the reported listing beside it (admin)',
    access: 'admin',
    tag,
    query: noticeQueueQuery,
    response: z.object({ notices: z.array(adminNoticeSchema) }),
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/admin/notices/:id',
    summary: 'One notice with the reported listing and its decision (admin)',
    access: 'admin',
    tag,
    params: idParams,
    response: adminNoticeSchema,
  }),
  decide: defineCall({
    method: 'POST',
    path: '/api/admin/notices/:id/decision',
    summary:
      'Decide a notice: no action, remove the listing, restrict, suspend the shop or the account; all but no action with a statement of reasons (admin)',
    access: 'admin',
    tag,
    params: idParams,
    body: decisionBody,
    response: adminNoticeSchema,
    errors: ['conflict'],
  }),
  restrict: defineCall({
    method: 'POST',
    path: '/api/admin/restrictions',
    summary:
      'Remove a product, close a shop or delete a user with a statement of reasons, outside the queue (admin)',
    access: 'admin',
    tag,
    body: restrictionBody,
    response: statementSchema,
    status: 201,
    errors: ['bad_request'],
  }),
  appeals: defineCall({
    method: 'GET',
    path: '/api/admin/appeals',
    summary: 'Appealed statements waiting for a decision, oldest first (admin)',
    access: 'admin',
    tag,
    response: z.object({ statements: z.array(statementSchema) }),
  }),
  decideAppeal: defineCall({
    method: 'POST',
    path: '/api/admin/statements/:id/appeal-decision',
    summary:
      'Decide an appeal with a new statement; `reversed` undoes the restriction where possible (admin)',
    access: 'admin',
    tag,
    params: idParams,
    body: appealDecisionBody,
    response: statementSchema,
    errors: ['conflict'],
  }),
  mine: defineCall({
    method: 'GET',
    path: '/api/statements/mine',
    summary: "The caller's statements of reasons (decisions that restricted the caller or the caller's shop)",
    access: 'user',
    tag,
    response: z.object({ statements: z.array(statementSchema) }),
  }),
  appeal: defineCall({
    method: 'POST',
    path: '/api/statements/:id/appeal',
    summary: 'Appeal a decision once, within six months of it (its seller)',
    access: 'user',
    tag,
    params: idParams,
    body: appealBody,
    response: statementSchema,
    errors: ['conflict'],
  }),
  transparency: defineCall({
    method: 'GET',
    path: '/api/admin/transparency',
    summary:
      "The year's counts for the transparency report: notices by category, decisions by kind, appeals and outcomes, median time to decision (admin)",
    access: 'admin',
    tag,
    query: transparencyQuery,
    response: transparencySchema,
  }),
};
