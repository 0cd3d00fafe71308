import { defineTexts } from '@torget/core/plugin-sdk';

/** Everything this plugin says to people, in both languages; core shows each reader theirs. */
export const texts = defineTexts({
  en: {
    label: 'Invoice or bank payment',
    settingHasInvoice: 'Take invoice and bank payments',
    notOffered: '{shop} does not take invoice payments.',
    missingCheckout: 'Missing the checkout id.',
    notFinished: 'The payment is not finished yet.',
    unreachable: 'The payment service could not be reached.',
    unavailable: 'The payment service is not available right now.',
    unknownPayment: 'The payment service does not know this payment.',
    refused: 'The payment service refused the payment.',
  },
  sv: {
    label: 'Faktura eller banköverföring',
    settingHasInvoice: 'Ta emot faktura och banköverföring',
    notOffered: '{shop} tar inte emot betalning mot faktura.',
    missingCheckout: 'Betalningens id saknas.',
    notFinished: 'Betalningen är inte klar än.',
    unreachable: 'Betaltjänsten gick inte att nå.',
    unavailable: 'Betaltjänsten är inte tillgänglig just nu.',
    unknownPayment: 'Betaltjänsten känner inte till den här betalningen.',
    refused: 'Betaltjänsten nekade betalningen.',
  },
});
