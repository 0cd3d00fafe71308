import { describe, expect, it } from 'vitest';
import {
  CarrierUnavailableError,
  type CarrierProvider,
  type CarrierQuery,
  type CarrierSettingValue,
} from '../plugins/carrier.provider';

export interface CarrierContractSetup {
  carrier: CarrierProvider;
  /** A Swedish postal code the carrier (its fake) has points near, at least `limit` of them. */
  postalCode: string;
  /** Tracking numbers the carrier issues, as a seller might type them (spaces, lower case…). */
  validTrackingNumbers: string[];
  /** Strings that look close but are not (a wrong check digit, a wrong length…). */
  invalidTrackingNumbers: string[];
  /** Option settings to search with (defaults when left out). */
  settings?: Record<string, CarrierSettingValue>;
  /** Makes the carrier's service stop answering (requests hang) until the returned function is called. */
  stall(): () => void;
}

const query = (settings: CarrierQuery['settings'] = {}, limit = 5): CarrierQuery => ({
  limit,
  settings,
  signal: AbortSignal.timeout(10_000),
});

/**
 * The behaviour every carrier plugin must have. Run it from the plugin's tests against a local fake of the
 * carrier's published API: `runCarrierContract('postnord', async () => ({ carrier, postalCode: '11122', … }))`.
 */
export function runCarrierContract(name: string, setup: () => Promise<CarrierContractSetup>): void {
  describe(`carrier contract: ${name}`, () => {
    it('names itself in both languages and declares valid settings', async () => {
      const { carrier } = await setup();
      expect(carrier.id).toMatch(/^[a-z0-9-]{1,50}$/);
      for (const text of [carrier.name, carrier.trackingNumberHint]) {
        expect(text.sv.length).toBeGreaterThan(0);
        expect(text.en.length).toBeGreaterThan(0);
      }
      for (const field of carrier.settings ?? []) {
        expect(field.name).toMatch(/^[a-z][a-z0-9_]{0,49}$/);
        expect(field.label.sv && field.label.en).toBeTruthy();
      }
    });

    it('finds at most `limit` points near a postal code, nearest first, each complete', async () => {
      const { carrier, postalCode, settings } = await setup();
      const points = await carrier.findServicePoints({ postalCode, countryCode: 'SE' }, query(settings, 5));
      expect(points.length).toBeGreaterThan(0);
      expect(points.length).toBeLessThanOrEqual(5);
      expect(new Set(points.map((point) => point.id)).size).toBe(points.length);
      for (const point of points) {
        expect(point.id).toBeTruthy();
        expect(point.name).toBeTruthy();
        expect(point.address.street && point.address.city).toBeTruthy();
        expect(point.address.postalCode).toMatch(/^\d{3} ?\d{2}$/);
        for (const hours of point.openingHours) {
          expect(hours.day).toBeGreaterThanOrEqual(1);
          expect(hours.day).toBeLessThanOrEqual(7);
          expect(hours.opens).toMatch(/^\d{2}:\d{2}$/);
          expect(hours.closes).toMatch(/^\d{2}:\d{2}$/);
        }
      }
      const distances = points.map((point) => point.distanceMeters ?? Number.MAX_SAFE_INTEGER);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      const two = await carrier.findServicePoints({ postalCode, countryCode: 'SE' }, query(settings, 2));
      expect(two.map((point) => point.id)).toEqual(points.slice(0, 2).map((point) => point.id));
    });

    it('accepts its tracking numbers in their normal form, refuses near misses with a text in both languages', async () => {
      const { carrier, validTrackingNumbers, invalidTrackingNumbers } = await setup();
      for (const number of validTrackingNumbers) {
        const check = carrier.validateTrackingNumber(number);
        expect(check, number).toMatchObject({ valid: true });
        if (!check.valid) continue;
        // Normal form is stable, and what a link is made from.
        expect(carrier.validateTrackingNumber(check.normalized)).toEqual(check);
        const url = new URL(carrier.trackingUrl(check.normalized));
        expect(url.protocol).toBe('https:');
        expect(url.href).toContain(encodeURIComponent(check.normalized));
      }
      for (const number of invalidTrackingNumbers) {
        const check = carrier.validateTrackingNumber(number);
        expect(check.valid, number).toBe(false);
        if (!check.valid) expect(check.message.sv && check.message.en).toBeTruthy();
      }
    });

    it('stops when core stops waiting, and reports an unreachable service as CarrierUnavailableError', async () => {
      const { carrier, postalCode, stall, settings } = await setup();
      const resume = stall();
      try {
        const controller = new AbortController();
        const pending = carrier.findServicePoints(
          { postalCode, countryCode: 'SE' },
          { limit: 5, settings: settings ?? {}, signal: controller.signal },
        );
        setTimeout(() => controller.abort(new Error('core stopped waiting')), 50);
        await expect(pending).rejects.toBeInstanceOf(CarrierUnavailableError);
      } finally {
        resume();
      }
    });
  });
}
