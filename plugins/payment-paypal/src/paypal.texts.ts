import { defineTexts } from '@torget/core/plugin-sdk';

/** What the PayPal plugin says to people, in both languages; core shows each reader theirs. */
export const texts = defineTexts({
  en: {
    pending:
      'PayPal is still processing the payment. The order is marked paid as soon as PayPal completes it.',
    declined: 'PayPal declined the payment. Please try another card or account.',
    failed: 'The PayPal payment failed. Please try again.',
    notApproved: 'The payment has not been approved in PayPal yet.',
    unknownPayment: 'PayPal does not know this payment.',
    notCompleted: 'PayPal could not complete the payment.',
    refundExceeded: 'PayPal says the refund is more than is left of the payment.',
    fullyRefunded: 'PayPal says the payment is already fully refunded.',
    refundTimeLimit: 'PayPal no longer refunds this payment (its refund period has passed).',
    refundNotAllowed: 'PayPal does not allow refunding this payment.',
    refundRefused: 'PayPal refused the refund.',
    label: 'PayPal',
    settingHasPaypal: 'Take PayPal payments',
    startFailed: 'PayPal could not start the payment.',
    missingOrderId: 'Missing the PayPal order id (orderID).',
    notCaptured: 'PayPal did not capture the payment.',
    refundFailed: 'PayPal could not refund the payment.',
    unreachable: 'PayPal could not be reached. Please try again in a moment.',
    unavailable: 'PayPal is not available right now. Please try again later.',
    notOffered: '{shop} does not take PayPal.',
    payeeLabel: 'Your PayPal account (merchant id or email address)',
    payeeInvalid:
      'Please enter your PayPal merchant id (13 characters) or the email address of your PayPal account.',
    payeeRequired: 'Please enter the PayPal account the payments should go to.',
    wrongPayee: "The PayPal payment did not go to this shop's PayPal account.",
    payeeRefused:
      "PayPal does not accept this shop's PayPal account. Please pay another way or contact the shop.",
  },
  sv: {
    pending:
      'PayPal behandlar fortfarande betalningen. Beställningen markeras som betald så snart PayPal har slutfört den.',
    declined: 'PayPal nekade betalningen. Försök med ett annat kort eller konto.',
    failed: 'PayPal-betalningen misslyckades. Försök igen.',
    notApproved: 'Betalningen har inte godkänts i PayPal än.',
    unknownPayment: 'PayPal känner inte till den här betalningen.',
    notCompleted: 'PayPal kunde inte slutföra betalningen.',
    refundExceeded: 'PayPal säger att återbetalningen är större än det som finns kvar av betalningen.',
    fullyRefunded: 'PayPal säger att betalningen redan är helt återbetald.',
    refundTimeLimit:
      'PayPal återbetalar inte längre den här betalningen (tiden för återbetalning har gått ut).',
    refundNotAllowed: 'PayPal tillåter inte återbetalning av den här betalningen.',
    refundRefused: 'PayPal nekade återbetalningen.',
    label: 'PayPal',
    settingHasPaypal: 'Ta emot PayPal',
    startFailed: 'PayPal kunde inte starta betalningen.',
    missingOrderId: 'PayPals order-id (orderID) saknas.',
    notCaptured: 'PayPal drog inte betalningen.',
    refundFailed: 'PayPal kunde inte återbetala betalningen.',
    unreachable: 'PayPal gick inte att nå. Försök igen om en stund.',
    unavailable: 'PayPal är inte tillgängligt just nu. Försök igen senare.',
    notOffered: '{shop} tar inte emot PayPal.',
    payeeLabel: 'Ditt PayPal-konto (handlar-id eller e-postadress)',
    payeeInvalid: 'Ange ditt handlar-id hos PayPal (13 tecken) eller e-postadressen till ditt PayPal-konto.',
    payeeRequired: 'Ange vilket PayPal-konto betalningarna ska gå till.',
    wrongPayee: 'PayPal-betalningen gick inte till butikens PayPal-konto.',
    payeeRefused:
      'PayPal godtar inte butikens PayPal-konto. Betala på ett annat sätt eller kontakta butiken.',
  },
});
