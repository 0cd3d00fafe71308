/**
 * Every text this plugin shows a buyer or seller, in English and Swedish, in one place so it moves to
 * plugin-sdk's per-language texts as one piece. Until core picks a language per request, the plugin
 * answers in English (`text()`).
 */
const messages = {
  notOffered: { en: '{shop} does not take Swish.', sv: '{shop} tar inte emot Swish.' },
  handelSetting: {
    en: 'My Swish number is a Swish Handel number connected to Torget',
    sv: 'Mitt Swish-nummer är ett Swish Handel-nummer kopplat till Torget',
  },
  payerLabel: { en: 'Your Swish phone number', sv: 'Ditt Swish-nummer (mobilnummer)' },
  payerHint: {
    en: 'Approve the payment in the Swish app on that phone.',
    sv: 'Godkänn betalningen i Swish-appen på den telefonen.',
  },
  awaitApproval: {
    en: 'Open the Swish app and approve the payment…',
    sv: 'Öppna Swish-appen och godkänn betalningen…',
  },
  pending: {
    en: 'Waiting for the payment to be approved in the Swish app.',
    sv: 'Väntar på att betalningen godkänns i Swish-appen.',
  },
  notStarted: {
    en: 'No Swish payment has been started for this order.',
    sv: 'Ingen Swish-betalning har påbörjats för den här ordern.',
  },
  badPayer: {
    en: 'Please enter a Swedish mobile number connected to Swish, such as 070 123 45 67.',
    sv: 'Ange ett svenskt mobilnummer som är kopplat till Swish, till exempel 070 123 45 67.',
  },
  amountTooSmall: {
    en: 'Swish takes payments of at least 1 kr.',
    sv: 'Swish tar emot betalningar på minst 1 kr.',
  },
  amountTooLarge: {
    en: 'The amount is more than Swish can take in one payment.',
    sv: 'Beloppet är större än Swish kan ta emot i en betalning.',
  },
  tooManyAttempts: {
    en: 'Too many Swish attempts for this order. Please contact the shop.',
    sv: 'För många Swish-försök för den här ordern. Kontakta butiken.',
  },
  paidElsewhere: {
    en: "The Swish payment did not go to this shop's Swish number.",
    sv: 'Swish-betalningen gick inte till butikens Swish-nummer.',
  },
  unavailable: {
    en: 'Swish is not available right now. Please try again in a moment.',
    sv: 'Swish går inte att nå just nu. Försök igen om en stund.',
  },
  refused: {
    en: 'Swish could not start the payment. Please try again.',
    sv: 'Swish kunde inte starta betalningen. Försök igen.',
  },
  refundRefused: {
    en: 'Swish could not refund the payment.',
    sv: 'Swish kunde inte återbetala betalningen.',
  },
  declined: {
    en: 'The Swish payment was not completed. Please try again.',
    sv: 'Swish-betalningen genomfördes inte. Försök igen.',
  },
  cancelled: {
    en: 'The Swish payment was cancelled. Please try again.',
    sv: 'Swish-betalningen avbröts. Försök igen.',
  },
} satisfies Record<string, { en: string; sv: string }>;

/**
 * Swish's error codes (payment requests and refunds), as a buyer or seller should hear them. Codes
 * not listed fall back to `declined` / `refused`.
 */
const swishErrors: Record<string, { en: string; sv: string }> = {
  ACMT03: {
    en: 'That number is not connected to Swish. Check the number or use another.',
    sv: 'Numret är inte kopplat till Swish. Kontrollera numret eller använd ett annat.',
  },
  ACMT01: {
    en: 'That number is not connected to Swish. Check the number or use another.',
    sv: 'Numret är inte kopplat till Swish. Kontrollera numret eller använd ett annat.',
  },
  BE18: {
    en: 'Swish does not accept that phone number. Check it and try again.',
    sv: 'Swish godtar inte det telefonnumret. Kontrollera det och försök igen.',
  },
  RP06: {
    en: 'A Swish payment to that number is already waiting. Approve or cancel it in the app first.',
    sv: 'En Swish-betalning väntar redan på det numret. Godkänn eller avbryt den i appen först.',
  },
  ACMT07: {
    en: 'The shop cannot take Swish payments right now.',
    sv: 'Butiken kan inte ta emot Swish-betalningar just nu.',
  },
  RF07: {
    en: 'The payment was declined in Swish. Please try again, or pay another way.',
    sv: 'Betalningen nekades i Swish. Försök igen eller betala på annat sätt.',
  },
  BANKIDCL: {
    en: 'The payment was cancelled in BankID. Please try again.',
    sv: 'Betalningen avbröts i BankID. Försök igen.',
  },
  TM01: {
    en: 'The payment was not approved in time. Please try again.',
    sv: 'Betalningen godkändes inte i tid. Försök igen.',
  },
  DS24: {
    en: "Swish did not get an answer from the bank in time. Check your bank before you try again, so you don't pay twice.",
    sv: 'Swish fick inget svar från banken i tid. Kontrollera din bank innan du försöker igen, så att du inte betalar två gånger.',
  },
  FF10: {
    en: 'The bank could not handle the payment. Please try again later.',
    sv: 'Banken kunde inte hantera betalningen. Försök igen senare.',
  },
  BANKIDONGOING: {
    en: 'A BankID signing is already in progress. Finish or cancel it, then try again.',
    sv: 'En BankID-signering pågår redan. Slutför eller avbryt den och försök igen.',
  },
  VR01: {
    en: 'The payer does not meet the age limit for this purchase.',
    sv: 'Betalaren uppfyller inte åldersgränsen för köpet.',
  },
  RF08: {
    en: 'Swish says the refund is more than is left of the payment.',
    sv: 'Swish säger att återbetalningen är större än det som återstår av betalningen.',
  },
  RF02: {
    en: 'Swish no longer refunds this payment (it is too old or unknown).',
    sv: 'Swish kan inte längre återbetala den här betalningen (den är för gammal eller okänd).',
  },
};

export type MessageKey = keyof typeof messages;

/** A message in English (the API's language for now), with `{name}` placeholders filled in. */
export function text(key: MessageKey, values: Record<string, string> = {}): string {
  return messages[key].en.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

/** What a Swish error code means for the buyer or seller, or `fallback`'s text when it is not one we name. */
export function swishErrorText(code: string | null | undefined, fallback: MessageKey): string {
  return (code && swishErrors[code]?.en) || text(fallback);
}

/** Both languages of every text, for the plugin-sdk's per-language texts once they exist. */
export const allMessages = { messages, swishErrors };
