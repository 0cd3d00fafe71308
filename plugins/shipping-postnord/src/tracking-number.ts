import type { TrackingNumberCheck } from '@torget/core/plugin-sdk';
import { texts } from './postnord.texts';

/**
 * PostNord's parcel ids, as printed on its labels:
 * - the UPU S10 form (two letters, eight digits, a check digit, the country: RR123456785SE), used for
 *   registered letters, international parcels and many domestic ones;
 * - the GS1 SSCC (18 digits, often printed with the application identifier "00" in front: 20 digits).
 * Both carry a check digit, so a typo is caught before the buyer gets a link to nothing.
 */
export function checkPostNordTrackingNumber(input: string): TrackingNumberCheck {
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  const s10 = /^([A-Z]{2})(\d{8})(\d)([A-Z]{2})$/.exec(compact);
  if (s10) {
    return s10CheckDigit(s10[2]!) === Number(s10[3])
      ? { valid: true, normalized: compact }
      : { valid: false, message: texts('trackingCheckDigit') };
  }
  if (/^(00)?\d{18}$/.test(compact)) {
    const sscc = compact.length === 20 ? compact.slice(2) : compact;
    return gs1CheckDigit(sscc.slice(0, 17)) === Number(sscc[17])
      ? { valid: true, normalized: sscc }
      : { valid: false, message: texts('trackingCheckDigit') };
  }
  return { valid: false, message: texts('trackingInvalid') };
}

/** UPU S10: weights 8 6 4 2 3 5 9 7 over the serial; 11 − (sum mod 11), where 10 → 0 and 11 → 5. */
export function s10CheckDigit(serial: string): number {
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = [...serial].reduce((total, digit, at) => total + Number(digit) * weights[at]!, 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

/** GS1 mod 10: from the right, weights 3 and 1 alternately; the digit that makes the sum a multiple of 10. */
export function gs1CheckDigit(digits: string): number {
  const sum = [...digits]
    .reverse()
    .reduce((total, digit, at) => total + Number(digit) * (at % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}
