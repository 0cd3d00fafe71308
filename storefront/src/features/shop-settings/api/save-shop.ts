import { endpoints } from '@torget/contract/browser';
import { apiClient } from '../../../lib/api-client';
import { profileBodyFrom, type ShopDraft } from '../lib/shop-draft';

/** PUT /api/users/profile with the shop's settings; answers the user with a fresh token (it becomes the session). */
export const saveShop = (draft: ShopDraft) =>
  apiClient.call(endpoints.users.profile, { body: profileBodyFrom(draft) });
