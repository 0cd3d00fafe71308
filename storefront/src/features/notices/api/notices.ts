import type { NoticeInput } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';

/** POST /api/notices: anyone may report; answers the report's reference. */
export const reportNotice = (body: NoticeInput) => apiClient.call(endpoints.notices.report, { body });

export const myStatementsKey = (userId: string | undefined) =>
  userId ? (['statements', userId] as const) : null;

/** The decisions that restricted the signed-in user or her shop, newest first. */
export function useMyStatements(userId: string | undefined) {
  return useSWR(myStatementsKey(userId), () => apiClient.call(endpoints.notices.mine, {}));
}

export const appealStatement = (id: string, text: string) =>
  apiClient.call(endpoints.notices.appeal, { params: { id }, body: { text } });
