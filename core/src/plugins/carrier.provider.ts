import type { LocalizedText } from '@torget/i18n';
import type { PaymentSettingField, PaymentSettingValue } from './payment.provider';

/**
 * One setting a carrier declares for the delivery options that use it (e.g. "only parcel lockers"): the same
 * shape as a payment plugin's settings (a switch or a text with its pattern and messages). Core validates what
 * sellers send against these declarations when they save a delivery option, stores the values with the option
 * and hands them back in `CarrierQuery.settings`.
 */
export type CarrierSettingField = PaymentSettingField;
export type CarrierSettingValue = PaymentSettingValue;

/** Where the buyer wants the parcel: the address's postal code (five digits, no space) in a country. */
export interface CarrierAddress {
  postalCode: string;
  /** ISO 3166-1 alpha-2; Torget ships within Sweden. */
  countryCode: 'SE';
  street?: string;
  city?: string;
}

/** What core asks a carrier for, beside the address. */
export interface CarrierQuery {
  /** How many points at most (nearest first). */
  limit: number;
  /** The delivery option's values of this carrier's declared settings (missing ones at their defaults). */
  settings: Readonly<Record<string, CarrierSettingValue>>;
  /**
   * Aborted when core stops waiting (after 3 s: the buyer is told in words and picks another option);
   * pass it to `fetch` so nothing keeps running.
   */
  signal: AbortSignal;
}

/** Opening hours of one day: ISO weekday (1 Monday … 7 Sunday), times as `HH:MM` in Swedish time. */
export interface OpeningHours {
  day: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  opens: string;
  closes: string;
}

/** An ombud or parcel locker where the buyer collects the parcel, as the carrier reported it. */
export interface ServicePoint {
  /** The carrier's id of the point: what an order stores and the carrier's booking needs. */
  id: string;
  name: string;
  address: { street: string; postalCode: string; city: string };
  /** Metres from the buyer's address as the carrier measures it (by road or straight); null when unknown. */
  distanceMeters: number | null;
  openingHours: OpeningHours[];
}

/** A tracking number as the carrier reads it: its own way of writing it, or why it is not one. */
export type TrackingNumberCheck =
  { valid: true; normalized: string } | { valid: false; message: LocalizedText };

/**
 * A carrier (PostNord, DHL, Bring, Budbee…), contributed by a plugin in its `register`:
 * `container.cradle.carriers.add(new MyCarrier(options))`. A shop's `service_point` delivery options name
 * a carrier by `id`; the seller names the carrier of a shipment and its tracking number.
 *
 * Core calls `findServicePoints` at checkout (the buyer's list) and again when the order is placed (a
 * point the carrier did not answer is refused), and gives up after 3 s. Throw `CarrierUnavailableError` when
 * the carrier cannot be reached or refuses our credentials; core tells the buyer in words either way.
 */
export interface CarrierProvider {
  /** Stable, URL-safe id stored with options and shipments, e.g. "postnord". */
  readonly id: string;
  /** Its name for people, in every language (`defineTexts`), e.g. "PostNord". */
  readonly name: LocalizedText;
  /**
   * True while the carrier answers made-up points (a demo without credentials): core and the apps mark its
   * points as demo points, so nobody mistakes them for real ones.
   */
  readonly demo?: boolean;
  /** Settings of the delivery options that use it (its switches first, by convention). */
  readonly settings?: readonly CarrierSettingField[];
  /**
   * What the seller's form shows beside the tracking number field, e.g. "13 characters, like
   * RR123456785SE", in every language.
   */
  readonly trackingNumberHint: LocalizedText;
  /** The points nearest the address, nearest first, at most `query.limit`. */
  findServicePoints(address: CarrierAddress, query: CarrierQuery): Promise<ServicePoint[]>;
  /** Whether `number` is a tracking number of this carrier (checksums included), and its normal form. */
  validateTrackingNumber(number: string): TrackingNumberCheck;
  /** The carrier's public page where anyone follows the parcel (absolute https URL). */
  trackingUrl(normalizedNumber: string): string;
}

/** The carrier could not be reached, was too slow or refused our credentials: nothing the buyer did. */
export class CarrierUnavailableError extends Error {
  constructor(
    /** For the buyer, in every language, e.g. "The carrier is not answering right now." */
    readonly text: LocalizedText,
    options?: { cause?: unknown },
  ) {
    super(text.en, options);
    this.name = 'CarrierUnavailableError';
  }
}
