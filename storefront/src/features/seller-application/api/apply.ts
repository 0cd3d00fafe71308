import type { ProfileInput } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import { apiClient } from '../../../lib/api-client';

/** The create-shop form's fields (docs/product.md §5), as PUT /api/users/profile names them. */
export type ApplicationFields = Required<
  Pick<
    ProfileInput,
    | 'seller_name'
    | 'seller_address'
    | 'seller_post_number'
    | 'seller_city'
    | 'seller_phone'
    | 'seller_organisation_number'
    | 'seller_description'
  >
>;

/** Sends the application: the shop details, the plan and wants_to_be_seller (docs/product.md §4 'Waiting for approval'). */
export const applyForShop = (plan: number, fields: ApplicationFields) =>
  apiClient.call(endpoints.users.profile, {
    body: { ...fields, seller_plan: plan, wants_to_be_seller: true },
  });
