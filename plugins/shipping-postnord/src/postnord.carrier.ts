import type {
  CarrierAddress,
  CarrierProvider,
  CarrierQuery,
  CarrierSettingField,
  ServicePoint,
  TrackingNumberCheck,
} from '@torget/core/plugin-sdk';
import type { PostNordClient } from './postnord.client';
import { texts } from './postnord.texts';
import { checkPostNordTrackingNumber } from './tracking-number';

/** PostNord's type id of parcel lockers ("Parcel Box Location") in the Business Location API. */
const PARCEL_LOCKER_TYPE = 2;

/**
 * PostNord as a carrier: its ombud and parcel lockers (Business Location API v5), its tracking numbers
 * (UPU S10 and SSCC, check digits verified) and its public tracking page.
 */
export class PostNordCarrier implements CarrierProvider {
  readonly id = 'postnord';
  readonly name = texts('name');
  readonly trackingNumberHint = texts('trackingHint');
  readonly settings: CarrierSettingField[] = [
    { name: 'postnord_lockers_only', label: texts('settingLockersOnly'), type: 'boolean' },
  ];

  constructor(
    private readonly client: PostNordClient,
    /** True when the client talks to the bundled fake (no POSTNORD_API_KEY): made-up demo points. */
    readonly demo = false,
  ) {}

  async findServicePoints(address: CarrierAddress, query: CarrierQuery): Promise<ServicePoint[]> {
    const points = await this.client.nearestByAddress(
      {
        postalCode: address.postalCode,
        street: address.street,
        city: address.city,
        count: query.limit,
        typeId: query.settings.postnord_lockers_only === true ? PARCEL_LOCKER_TYPE : undefined,
      },
      query.signal,
    );
    // PostNord answers nearest first; sorted again so a point without a distance never jumps the queue.
    return points
      .sort(
        (a, b) =>
          (a.distanceMeters ?? Number.MAX_SAFE_INTEGER) - (b.distanceMeters ?? Number.MAX_SAFE_INTEGER),
      )
      .slice(0, query.limit);
  }

  validateTrackingNumber(number: string): TrackingNumberCheck {
    return checkPostNordTrackingNumber(number);
  }

  /** PostNord's public tracking page, in Swedish (it offers English from there). */
  trackingUrl(normalizedNumber: string): string {
    return `https://tracking.postnord.com/se/?id=${encodeURIComponent(normalizedNumber)}`;
  }
}
