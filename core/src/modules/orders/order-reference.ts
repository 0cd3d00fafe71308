/** A short reference a person can type into a Swish message or quote on the phone, e.g. "T3F9A01B2". */
export function orderReference(orderId: string): string {
  return `T${orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
