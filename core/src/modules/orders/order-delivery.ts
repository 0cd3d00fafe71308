import { p } from '@mikro-orm/core';
import type { DeliveryKind, OrderDeliveryDto } from '@torget/contract';
import type { LocalizedText } from '@torget/i18n';
import type { CarrierRegistry } from '../../plugins/carrier-registry';
import { ValidationError } from '../../shared/errors';
import { msg, translate } from '../../shared/messages';
import { oreToSek } from '../../shared/money';

type Point = { id: string; name: string; address: string };

/**
 * The order's delivery columns (migration 20261127050002-order-delivery), spread into OrderSchema's
 * properties: the chosen option as it was, and the shipment.
 */
export const orderDeliveryProperties = {
  deliveryOptionId: p.uuid().nullable(),
  deliveryKind: p.string().$type<DeliveryKind>().nullable(),
  deliveryName: p.json<LocalizedText>().nullable(),
  servicePoint: p.json<Point>().nullable(),
  carrier: p.string().nullable(),
  carrierName: p.json<LocalizedText>().nullable(),
  trackingNumber: p.string().nullable(),
  trackingUrl: p.string().nullable(),
};

/** What the order answer needs of an order to show its delivery. */
interface DeliveryFields {
  shippingOre: number;
  deliveryOptionId?: string | null;
  deliveryKind?: DeliveryKind | null;
  deliveryName?: LocalizedText | null;
  servicePoint?: Point | null;
  carrier?: string | null;
  carrierName?: LocalizedText | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
}

const standardName = (): LocalizedText => ({
  sv: translate('sv', 'delivery.standard'),
  en: translate('en', 'delivery.standard'),
});

/** The order answer's `delivery`; a shop without options shipped the standard way ("Standard"). */
export function toOrderDeliveryDto(
  order: DeliveryFields,
  shippedAt: Date | null | undefined,
): OrderDeliveryDto {
  return {
    optionId: order.deliveryOptionId ?? null,
    name: order.deliveryName ?? standardName(),
    kind: order.deliveryKind ?? 'standard',
    price: oreToSek(order.shippingOre),
    servicePoint: order.servicePoint ?? null,
    carrier: order.carrier ?? null,
    carrierName: order.carrierName ?? null,
    trackingNumber: order.trackingNumber ?? null,
    trackingUrl: order.trackingUrl ?? null,
    shippedAt: shippedAt ? shippedAt.toISOString() : null,
  };
}

/**
 * The shipment the seller reports with "Markera som skickad": a carrier plugin's id and a tracking number
 * that carrier accepts (its check digits), kept in the carrier's normal form with its public tracking link.
 * Without a tracking number nothing is recorded (a letter, a parcel handed over in the shop).
 */
export function shipmentColumns(
  carriers: CarrierRegistry,
  input: { carrier?: string | null; tracking_number?: string | null },
): Pick<DeliveryFields, 'carrier' | 'carrierName' | 'trackingNumber' | 'trackingUrl'> | undefined {
  const number = input.tracking_number?.trim();
  if (!number) {
    if (!input.carrier) return undefined;
    const carrier = carriers.find(input.carrier);
    if (!carrier) throw new ValidationError(msg('delivery.unknownCarrier', { id: input.carrier }), 'carrier');
    return { carrier: carrier.id, carrierName: carrier.name, trackingNumber: null, trackingUrl: null };
  }
  if (!input.carrier) throw new ValidationError(msg('delivery.trackingNeedsCarrier'), 'carrier');
  const carrier = carriers.find(input.carrier);
  if (!carrier) throw new ValidationError(msg('delivery.unknownCarrier', { id: input.carrier }), 'carrier');
  const check = carrier.validateTrackingNumber(number);
  if (!check.valid) throw new ValidationError(check.message, 'tracking_number');
  return {
    carrier: carrier.id,
    carrierName: carrier.name,
    trackingNumber: check.normalized,
    trackingUrl: carrier.trackingUrl(check.normalized),
  };
}

/**
 * The seller's shipment on the order (PUT /api/orders/{id}/update with `carrier`, `tracking_number`), under
 * the order's row lock: given with "shipped" (now or before), never for an order that has not left the shop.
 */
export function applyShipment(
  carriers: CarrierRegistry,
  order: { isShipped: boolean; isDelivered: boolean } & Partial<DeliveryFields>,
  input: { is_shipped?: boolean; carrier?: string | null; tracking_number?: string | null },
): void {
  const columns = shipmentColumns(carriers, input);
  if (!columns) return;
  if (!input.is_shipped && !order.isShipped && !order.isDelivered)
    throw new ValidationError(msg('delivery.trackingNeedsShipped'), 'tracking_number');
  Object.assign(order, columns);
}
