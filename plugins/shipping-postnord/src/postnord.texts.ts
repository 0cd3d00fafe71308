import { defineTexts } from '@torget/core/plugin-sdk';

/** Everything this plugin says to people, in both languages; core shows each reader theirs. */
export const texts = defineTexts({
  en: {
    name: 'PostNord',
    trackingHint: 'As on the parcel label: 13 characters like RR123456785SE, or 18 or 20 digits.',
    trackingInvalid:
      'That is not a PostNord tracking number: it has 13 characters like RR123456785SE, or 18 or 20 digits (check the label).',
    trackingCheckDigit:
      'The tracking number has a typing error: its check digit does not match (check the label).',
    unreachable: 'PostNord could not be reached.',
    unavailable: 'PostNord is not answering right now.',
    settingLockersOnly: 'Parcel lockers only',
  },
  sv: {
    name: 'PostNord',
    trackingHint: 'Som på paketets etikett: 13 tecken som RR123456785SE, eller 18 eller 20 siffror.',
    trackingInvalid:
      'Det är inget kollinummer från PostNord: det har 13 tecken som RR123456785SE, eller 18 eller 20 siffror (titta på etiketten).',
    trackingCheckDigit: 'Kollinumret har ett skrivfel: kontrollsiffran stämmer inte (titta på etiketten).',
    unreachable: 'Det gick inte att nå PostNord.',
    unavailable: 'PostNord svarar inte just nu.',
    settingLockersOnly: 'Bara paketskåp',
  },
});
