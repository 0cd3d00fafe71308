import type { EntityManager } from '@mikro-orm/postgresql';
import type { CarrierRegistry } from '../../plugins/carrier-registry';
import {
  CarrierUnavailableError,
  type CarrierProvider,
  type ServicePoint,
} from '../../plugins/carrier.provider';
import { BadRequestError, NotFoundError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { DeliveryOptionSchema, type DeliveryOption } from './delivery-option.entity';

/**
 * How long a buyer waits for a carrier's points before she is told in words and can pick another option.
 * Three seconds: long enough for a carrier's slow day, short enough that checkout never looks hung.
 */
export const CARRIER_TIMEOUT_MS = 3_000;

/** How many points the checkout lists. */
export const SERVICE_POINT_LIMIT = 5;

export interface FoundPoints {
  carrier: CarrierProvider;
  points: ServicePoint[];
}

/** A point on one line, as the checkout and the order show it: "Storgatan 1, 111 22 Stockholm". */
export const pointAddress = (point: ServicePoint) =>
  `${point.address.street}, ${formatPostalCode(point.address.postalCode)} ${point.address.city}`;

const formatPostalCode = (code: string) => {
  const digits = code.replace(/\s/g, '');
  return /^\d{5}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3)}` : code;
};

/** A service point option by id (any shop's: buyers look up the options of the shop they buy from). */
export async function findOption(em: EntityManager, id: string): Promise<DeliveryOption> {
  const option = await em.findOne(DeliveryOptionSchema, { id });
  if (!option) throw new NotFoundError(msg('delivery.optionNotFound'), 'DELIVERY_OPTION_NOT_FOUND');
  return option;
}

/**
 * The nearest points of the option's carrier to a Swedish postal code. A carrier that fails or does not
 * answer within CARRIER_TIMEOUT_MS is a 400 CARRIER_UNAVAILABLE in words (never a 5xx, never a hang): the
 * request to it is aborted, and the buyer chooses another option or tries again.
 */
export async function findPoints(
  carriers: CarrierRegistry,
  option: DeliveryOption,
  postalCode: string,
): Promise<FoundPoints> {
  if (option.kind !== 'service_point' || !option.carrier)
    throw new BadRequestError(msg('delivery.noPoints'), 'NO_SERVICE_POINTS');
  const carrier = carriers.find(option.carrier);
  if (!carrier)
    throw new BadRequestError(msg('delivery.carrierOff', { carrier: option.carrier }), 'CARRIER_OFF');
  const unavailable = () =>
    new BadRequestError(msg('delivery.carrierUnavailable', { carrier: carrier.name }), 'CARRIER_UNAVAILABLE');
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  // Whatever the plugin does with the signal, core stops waiting at the deadline.
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(new Error(`${carrier.id} did not answer within ${CARRIER_TIMEOUT_MS} ms`));
      reject(unavailable());
    }, CARRIER_TIMEOUT_MS);
  });
  try {
    const points = await Promise.race([
      carrier.findServicePoints(
        { postalCode: postalCode.replace(/\s/g, ''), countryCode: 'SE' },
        { limit: SERVICE_POINT_LIMIT, settings: option.settings, signal: controller.signal },
      ),
      deadline,
    ]);
    return { carrier, points: points.slice(0, SERVICE_POINT_LIMIT) };
  } catch (error) {
    if (error instanceof CarrierUnavailableError) throw unavailable();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
