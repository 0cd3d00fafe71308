import type { AppealDecisionInput, DecisionInput, RestrictionInput } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import { apiClient } from '../../../lib/api-client';
import { useCall } from '../../../lib/use-call';

/** Open notices oldest first (the queue), or decided ones newest first. */
export const useNotices = (status: 'open' | 'decided') =>
  useCall(endpoints.notices.queue, { query: { status } });

export const useNotice = (id: string) => useCall(endpoints.notices.get, { params: { id } });

export const decideNotice = (id: string, body: DecisionInput) =>
  apiClient.call(endpoints.notices.decide, { params: { id }, body });

export const useAppeals = () => useCall(endpoints.notices.appeals, {});

export const decideAppeal = (id: string, body: AppealDecisionInput) =>
  apiClient.call(endpoints.notices.decideAppeal, { params: { id }, body });

/** A restriction outside the queue (closing a shop, deleting a user, removing a product) with its reasons. */
export const restrict = (body: RestrictionInput) => apiClient.call(endpoints.notices.restrict, { body });

export const useTransparency = (year: number) => useCall(endpoints.notices.transparency, { query: { year } });
