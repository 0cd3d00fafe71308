import type { EntityManager } from '@mikro-orm/postgresql';
import { deliveryPriceOre, type DeliveryKind } from '@torget/contract';
import type { CarrierRegistry } from '../../plugins/carrier-registry';
import { BadRequestError, ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { DeliveryOptionSchema, type DeliveryOption } from './delivery-option.entity';
import { findPoints, pointAddress } from './service-points';

/** What the buyer chose, checked with the carrier, before the order's transaction begins. */
export interface DeliveryChoice {
  option: DeliveryOption;
  servicePoint: { id: string; name: string; address: string } | null;
}

/** What an order keeps of its delivery (the option as it was: a later edit or deletion changes no order). */
export interface OrderDeliveryColumns {
  deliveryOptionId: string | null;
  deliveryKind: DeliveryKind | null;
  deliveryName: { sv: string; en: string } | null;
  servicePoint: { id: string; name: string; address: string } | null;
  carrier: string | null;
}

/**
 * Reads the chosen option and, for a service point option, asks the carrier again for the points near the
 * order's postal code: a point it did not answer is refused (the browser's list is never trusted). Done
 * before the order's transaction, so no row lock waits on a carrier. No option chosen: null (the shop's
 * options are checked inside the transaction by `deliveryShippingOre`).
 */
export async function chooseDelivery(
  em: EntityManager,
  carriers: CarrierRegistry,
  input: { deliveryOptionId?: string; servicePointId?: string; postalCode: string },
): Promise<DeliveryChoice | null> {
  if (!input.deliveryOptionId) {
    if (input.servicePointId) throw new ValidationError(msg('delivery.chooseOption'), 'deliveryOptionId');
    return null;
  }
  const option = await em.findOne(DeliveryOptionSchema, { id: input.deliveryOptionId });
  if (!option) throw new ValidationError(msg('delivery.optionNotFound'), 'deliveryOptionId');
  if (option.kind !== 'service_point') {
    if (input.servicePointId) throw new ValidationError(msg('delivery.noPoints'), 'servicePointId');
    return { option, servicePoint: null };
  }
  if (!input.servicePointId) throw new ValidationError(msg('delivery.choosePoint'), 'servicePointId');
  const { carrier, points } = await findPoints(carriers, option, input.postalCode);
  const point = points.find((candidate) => candidate.id === input.servicePointId);
  if (!point)
    throw new ValidationError(
      msg('delivery.pointNotOffered', { carrier: carrier.name, postalCode: input.postalCode }),
      'servicePointId',
    );
  return { option, servicePoint: { id: point.id, name: point.name, address: pointAddress(point) } };
}

/**
 * The order's shipping (öre) inside its transaction, once its shop is known. No option chosen: a shop
 * without options ships the standard way (each item's shipping price times its quantity, as always);
 * a shop with options needs one. An option of another shop is refused.
 */
export async function deliveryShippingOre(
  em: EntityManager,
  choice: DeliveryChoice | null,
  shopId: string,
  lines: { itemsOre: number; quantity: number; standardOre: number },
  carriers: CarrierRegistry,
): Promise<number> {
  if (!choice) {
    // Only options a buyer is offered count: one whose carrier plugin is off is not shown at checkout.
    const carrierIds = carriers.list().map((carrier) => carrier.id);
    const offered = await em.count(DeliveryOptionSchema, {
      shop: shopId,
      $or: [{ kind: { $ne: 'service_point' } }, { carrier: { $in: carrierIds } }],
    });
    if (offered) throw new ValidationError(msg('delivery.chooseOption'), 'deliveryOptionId');
    return lines.standardOre;
  }
  if (choice.option.shop.id !== shopId)
    throw new BadRequestError(msg('delivery.otherShop'), 'DELIVERY_OPTION_OF_OTHER_SHOP');
  const { priceOre, pricing, freeOverOre } = choice.option;
  return deliveryPriceOre({ priceOre, pricing, freeOverOre: freeOverOre ?? null }, lines);
}

/** The order's delivery columns for a choice (all null for standard shipping). */
export function deliveryColumns(choice: DeliveryChoice | null): OrderDeliveryColumns {
  if (!choice)
    return {
      deliveryOptionId: null,
      deliveryKind: null,
      deliveryName: null,
      servicePoint: null,
      carrier: null,
    };
  const { option } = choice;
  return {
    deliveryOptionId: option.id,
    deliveryKind: option.kind,
    deliveryName: { sv: option.nameSv, en: option.nameEn },
    servicePoint: choice.servicePoint,
    carrier: option.carrier ?? null,
  };
}
