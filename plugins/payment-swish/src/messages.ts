import { defineTexts, type LocalizedText } from '@torget/core/plugin-sdk';

/**
 * Every text this plugin shows a buyer or seller, in English and Swedish (plugin-sdk's `defineTexts`):
 * core shows each reader theirs and translates nothing itself. `error.<code>` are Swish's error codes
 * (payment requests and refunds) as a buyer or seller should hear them.
 */
const en = {
  alreadyPaid: 'This order is already paid.',
  amountTooLarge: 'The amount is more than Swish can take in one payment.',
  amountTooSmall: 'Swish takes payments of at least 1 kr.',
  awaitApproval: 'Open the Swish app and approve the payment…',
  badPayer: 'Please enter a Swedish mobile number connected to Swish, such as 070 123 45 67.',
  cancelled: 'The Swish payment was cancelled. Please try again.',
  declined: 'The Swish payment was not completed. Please try again.',
  detailAmount: 'Amount',
  detailMessage: 'Message',
  detailNumber: 'Swish number',
  'error.ACMT01': 'That number is not connected to Swish. Check the number or use another.',
  'error.ACMT03': 'That number is not connected to Swish. Check the number or use another.',
  'error.ACMT07': 'The shop cannot take Swish payments right now.',
  'error.BANKIDCL': 'The payment was cancelled in BankID. Please try again.',
  'error.BANKIDONGOING': 'A BankID signing is already in progress. Finish or cancel it, then try again.',
  'error.BE18': 'Swish does not accept that phone number. Check it and try again.',
  'error.DS24':
    "Swish did not get an answer from the bank in time. Check your bank before you try again, so you don't pay twice.",
  'error.FF10': 'The bank could not handle the payment. Please try again later.',
  'error.RF02': 'Swish no longer refunds this payment (it is too old or unknown).',
  'error.RF07': 'The payment was declined in Swish. Please try again, or pay another way.',
  'error.RF08': 'Swish says the refund is more than is left of the payment.',
  'error.RP06': 'A Swish payment to that number is already waiting. Approve or cancel it in the app first.',
  'error.TM01': 'The payment was not approved in time. Please try again.',
  'error.VR01': 'The payer does not meet the age limit for this purchase.',
  handelSetting: 'My Swish number is a Swish Handel number connected to Torget',
  label: 'Swish',
  mailHandel: "Pay with Swish on the order's page: {url}",
  mailInstructions:
    'Pay with Swish to {number}: {amount}, message "{reference}". {shop} marks the order paid when the money has arrived.',
  notOffered: '{shop} does not take Swish.',
  notStarted: 'No Swish payment has been started for this order.',
  numberInvalid:
    'Swish number must be a Swish business number (such as 123 456 78 90) or a mobile number (such as 070 123 45 67).',
  numberRequired: 'Please enter a swish number.',
  paidElsewhere: "The Swish payment did not go to this shop's Swish number.",
  payerHint: 'Approve the payment in the Swish app on that phone.',
  payerLabel: 'Your Swish phone number',
  pending: 'Waiting for the payment to be approved in the Swish app.',
  qrInstructions:
    "Scan the code with the Swish app, or pay to the shop's Swish number with the exact amount and message shown here. The shop marks the order paid when the money has arrived.",
  refundRefused: 'Swish could not refund the payment.',
  refused: 'Swish could not start the payment. Please try again.',
  settingHasSwish: 'Take Swish payments',
  settingNumber: 'Swish number',
  tooManyAttempts: 'Too many Swish attempts for this order. Please contact the shop.',
  unavailable: 'Swish is not available right now. Please try again in a moment.',
};

export const texts = defineTexts({
  en,
  sv: {
    alreadyPaid: 'Ordern är redan betald.',
    amountTooLarge: 'Beloppet är större än Swish kan ta emot i en betalning.',
    amountTooSmall: 'Swish tar emot betalningar på minst 1 kr.',
    awaitApproval: 'Öppna Swish-appen och godkänn betalningen…',
    badPayer: 'Ange ett svenskt mobilnummer som är kopplat till Swish, till exempel 070 123 45 67.',
    cancelled: 'Swish-betalningen avbröts. Försök igen.',
    declined: 'Swish-betalningen genomfördes inte. Försök igen.',
    detailAmount: 'Belopp',
    detailMessage: 'Meddelande',
    detailNumber: 'Swishnummer',
    'error.ACMT01': 'Numret är inte kopplat till Swish. Kontrollera numret eller använd ett annat.',
    'error.ACMT03': 'Numret är inte kopplat till Swish. Kontrollera numret eller använd ett annat.',
    'error.ACMT07': 'Butiken kan inte ta emot Swish-betalningar just nu.',
    'error.BANKIDCL': 'Betalningen avbröts i BankID. Försök igen.',
    'error.BANKIDONGOING': 'En BankID-signering pågår redan. Slutför eller avbryt den och försök igen.',
    'error.BE18': 'Swish godtar inte det telefonnumret. Kontrollera det och försök igen.',
    'error.DS24':
      'Swish fick inget svar från banken i tid. Kontrollera din bank innan du försöker igen, så att du inte betalar två gånger.',
    'error.FF10': 'Banken kunde inte hantera betalningen. Försök igen senare.',
    'error.RF02': 'Swish kan inte längre återbetala den här betalningen (den är för gammal eller okänd).',
    'error.RF07': 'Betalningen nekades i Swish. Försök igen eller betala på annat sätt.',
    'error.RF08': 'Swish säger att återbetalningen är större än det som återstår av betalningen.',
    'error.RP06': 'En Swish-betalning väntar redan på det numret. Godkänn eller avbryt den i appen först.',
    'error.TM01': 'Betalningen godkändes inte i tid. Försök igen.',
    'error.VR01': 'Betalaren uppfyller inte åldersgränsen för köpet.',
    handelSetting: 'Mitt Swishnummer är ett Swish Handel-nummer kopplat till Torget',
    label: 'Swish',
    mailHandel: 'Betala med Swish på orderns sida: {url}',
    mailInstructions:
      'Betala med Swish till {number}: {amount}, meddelande "{reference}". {shop} markerar beställningen som betald när pengarna kommit.',
    notOffered: '{shop} tar inte emot Swish.',
    notStarted: 'Ingen Swish-betalning har påbörjats för den här beställningen.',
    numberInvalid:
      'Swishnumret måste vara ett Swish-företagsnummer (som 123 456 78 90) eller ett mobilnummer (som 070 123 45 67).',
    numberRequired: 'Ange ett Swishnummer.',
    paidElsewhere: 'Swish-betalningen gick inte till butikens Swishnummer.',
    payerHint: 'Godkänn betalningen i Swish-appen på den telefonen.',
    payerLabel: 'Ditt Swishnummer (mobilnummer)',
    pending: 'Väntar på att betalningen godkänns i Swish-appen.',
    qrInstructions:
      'Skanna koden med Swish-appen, eller betala till butikens Swishnummer med exakt det belopp och meddelande som visas här. Butiken markerar beställningen som betald när pengarna har kommit.',
    refundRefused: 'Swish kunde inte återbetala betalningen.',
    refused: 'Swish kunde inte starta betalningen. Försök igen.',
    settingHasSwish: 'Ta emot Swish',
    settingNumber: 'Swishnummer',
    tooManyAttempts: 'För många Swish-försök för den här beställningen. Kontakta butiken.',
    unavailable: 'Swish går inte att nå just nu. Försök igen om en stund.',
  },
});

export type MessageKey = Parameters<typeof texts>[0];

/** What a Swish error code means for the buyer or seller, or `fallback`'s text when it is not one we name. */
export function swishErrorText(code: string | null | undefined, fallback: MessageKey): LocalizedText {
  const id = `error.${code ?? ''}`;
  return texts(id in en ? (id as MessageKey) : fallback);
}
