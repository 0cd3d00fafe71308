import type { DeliveryOptionDto } from '@torget/contract';
import type { Locale } from '@torget/i18n';
import type { CarrierRegistry } from '../../plugins/carrier-registry';
import { oreToSek } from '../../shared/money';
import type { DeliveryOption } from './delivery-option.entity';

/** An option as the API answers it; the carrier's name in the reader's language. */
export function toDeliveryOptionDto(
  option: DeliveryOption,
  carriers: CarrierRegistry,
  locale: Locale,
): DeliveryOptionDto {
  const carrier = option.carrier ? carriers.find(option.carrier) : undefined;
  return {
    _id: option.id,
    name: { sv: option.nameSv, en: option.nameEn },
    kind: option.kind,
    carrier: option.carrier ?? null,
    carrierName: carrier ? carrier.name[locale] : null,
    price: oreToSek(option.priceOre),
    pricing: option.pricing,
    freeOver: option.freeOverOre == null ? null : oreToSek(option.freeOverOre),
    estimate: { sv: option.estimateSv, en: option.estimateEn },
    openingHours: { sv: option.openingHoursSv, en: option.openingHoursEn },
    position: option.position,
    settings: option.settings,
    available: isAvailable(option, carriers),
  };
}

/** A service point option needs its carrier's plugin; the other kinds are always available. */
export const isAvailable = (option: DeliveryOption, carriers: CarrierRegistry) =>
  option.kind !== 'service_point' || (!!option.carrier && carriers.find(option.carrier) !== undefined);
