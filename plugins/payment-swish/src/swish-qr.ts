/**
 * Swish's prefilled QR content for a payment to a business (C2B):
 * `C<payee>;<amount with decimal comma>;<URL-encoded message>;<lock mask>`. The lock mask is a bitmask of
 * the fields the payer may edit (payee 1, amount 2, message 4); 0 locks them all, as an order's payment must.
 */
export function swishQrPayload(payment: { payee: string; amountOre: number; message: string }): string {
  const ore = Math.round(payment.amountOre);
  const amount = `${Math.trunc(ore / 100)},${String(ore % 100).padStart(2, '0')}`;
  // The app reads digits only; numbers stored before normalisation may still hold spaces or dashes.
  const payee = payment.payee.replace(/\D/g, '');
  return `C${payee};${amount};${encodeURIComponent(payment.message)};0`;
}
