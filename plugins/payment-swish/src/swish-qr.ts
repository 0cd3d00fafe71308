/**
 * Swish's prefilled QR content for a payment to a business (C2B):
 * `C<payee>;<amount with decimal comma>;<URL-encoded message>;<lock mask>`. The lock mask is a bitmask of
 * the fields the payer may edit (payee 1, amount 2, message 4); 0 locks them all, as an order's payment must.
 */
export function swishQrPayload(payment: { payee: string; amountOre: number; message: string }): string {
  const amount = (payment.amountOre / 100).toFixed(2).replace('.', ',');
  return `C${payment.payee};${amount};${encodeURIComponent(payment.message)};0`;
}
