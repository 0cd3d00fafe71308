import { CarrierUnavailableError, type OpeningHours, type ServicePoint } from '@torget/core/plugin-sdk';
import { texts } from './postnord.texts';

/** The parts of a v5 service point this plugin reads (Business Location API, `servicePoints[]`). */
export interface PostNordServicePoint {
  servicePointId: string;
  name: string;
  routeDistance?: number;
  visitingAddress?: PostNordAddress;
  deliveryAddress?: PostNordAddress;
  openingHours?: {
    postalServices?: { openDay: string; openTime: string; closeDay?: string; closeTime: string }[];
  };
  type?: { typeId: number; typeName?: string };
}

interface PostNordAddress {
  streetName?: string;
  streetNumber?: string;
  postalCode?: string;
  city?: string;
  countryCode?: string;
}

export interface PostNordClientOptions {
  /** e.g. https://api2.postnord.com; a function for the demo's fake, which starts when first asked. */
  apiUrl: string | (() => Promise<string>);
  apiKey: string;
}

const DAYS: Record<string, OpeningHours['day']> = {
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
  sunday: 7,
};

/** "0800" or "08:00" → "08:00". */
const time = (value: string) => {
  const digits = value.replace(':', '');
  return /^\d{4}$/.test(digits) ? `${digits.slice(0, 2)}:${digits.slice(2)}` : undefined;
};

/** PostNord's Business Location API v5, nothing else. */
export class PostNordClient {
  constructor(private readonly options: PostNordClientOptions) {}

  /**
   * `GET /rest/businesslocation/v5/servicepoints/nearest/byaddress`: the points nearest a Swedish postal
   * code, nearest first. `typeId` 2 asks for parcel lockers only.
   */
  async nearestByAddress(
    input: { postalCode: string; street?: string; city?: string; count: number; typeId?: number },
    signal: AbortSignal,
  ): Promise<ServicePoint[]> {
    const base = typeof this.options.apiUrl === 'string' ? this.options.apiUrl : await this.options.apiUrl();
    const url = new URL('/rest/businesslocation/v5/servicepoints/nearest/byaddress', base);
    const query: Record<string, string> = {
      apikey: this.options.apiKey,
      returnType: 'json',
      countryCode: 'SE',
      postalCode: input.postalCode,
      numberOfServicePoints: String(input.count),
      ...(input.street ? { streetName: input.street } : {}),
      ...(input.city ? { city: input.city } : {}),
      ...(input.typeId !== undefined ? { typeId: String(input.typeId) } : {}),
    };
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.any([signal, AbortSignal.timeout(10_000)]),
      });
    } catch (error) {
      throw new CarrierUnavailableError(texts('unreachable'), { cause: error });
    }
    // Our key refused, a bad request of ours or PostNord failing: nothing the buyer did.
    if (!response.ok) throw new CarrierUnavailableError(texts('unavailable'));
    const body = (await response.json().catch(() => null)) as {
      servicePointInformationResponse?: { servicePoints?: PostNordServicePoint[] };
    } | null;
    const points = body?.servicePointInformationResponse?.servicePoints;
    if (!Array.isArray(points)) throw new CarrierUnavailableError(texts('unavailable'));
    return points.flatMap((point) => {
      const read = toServicePoint(point);
      return read ? [read] : [];
    });
  }
}

/** A v5 point as a carrier's `ServicePoint`; one without an id, a name or an address is left out. */
function toServicePoint(point: PostNordServicePoint): ServicePoint | undefined {
  const address = point.visitingAddress ?? point.deliveryAddress;
  if (!point.servicePointId || !point.name || !address?.streetName || !address.postalCode) return undefined;
  const openingHours = (point.openingHours?.postalServices ?? []).flatMap((hours) => {
    const day = DAYS[hours.openDay.toLowerCase()];
    const opens = time(hours.openTime);
    const closes = time(hours.closeTime);
    return day && opens && closes ? [{ day, opens, closes }] : [];
  });
  return {
    id: point.servicePointId,
    name: point.name,
    address: {
      street: [address.streetName, address.streetNumber].filter(Boolean).join(' '),
      postalCode: address.postalCode,
      city: address.city ?? '',
    },
    distanceMeters: typeof point.routeDistance === 'number' ? point.routeDistance : null,
    openingHours,
  };
}
