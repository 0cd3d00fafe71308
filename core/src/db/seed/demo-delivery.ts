import type { EntityManager } from '@mikro-orm/postgresql';
import { DeliveryOptionSchema } from '../../modules/delivery/delivery-option.entity';
import type { User } from '../../modules/users/user.entity';

/**
 * Delivery options of two demo shops, the way Swedish shops offer them: an ombud or parcel locker through
 * PostNord (the demo's points come from the plugin's bundled fake unless POSTNORD_API_KEY is set), home
 * delivery, and collecting at the shop. The other shops keep the standard shipping (each item's price).
 */
const OPTIONS = [
  {
    nameSv: 'PostNord – hämta hos ombud',
    nameEn: 'PostNord – collect at a service point',
    kind: 'service_point' as const,
    carrier: 'postnord',
    priceOre: 4_900,
    pricing: 'per_order' as const,
    freeOverOre: 60_000,
    estimateSv: '1–3 vardagar',
    estimateEn: '1–3 working days',
  },
  {
    nameSv: 'Hemleverans',
    nameEn: 'Home delivery',
    kind: 'home' as const,
    carrier: null,
    priceOre: 8_900,
    pricing: 'per_order' as const,
    freeOverOre: null,
    estimateSv: '2–4 vardagar',
    estimateEn: '2–4 working days',
  },
  {
    nameSv: 'Hämta i butiken',
    nameEn: 'Collect in the shop',
    kind: 'pickup' as const,
    carrier: null,
    priceOre: 0,
    pricing: 'per_order' as const,
    freeOverOre: null,
    estimateSv: 'Klart nästa vardag',
    estimateEn: 'Ready the next working day',
    openingHoursSv: 'Mån–fre 10–18, lör 10–14',
    openingHoursEn: 'Mon–Fri 10–18, Sat 10–14',
  },
];

/** How the same shops want withdrawn goods back, in both languages. */
const RETURN_INSTRUCTIONS = {
  sv: 'Packa varorna väl, gärna i originalförpackningen, och lägg med ordernumret. Skicka som paket med spårning, t.ex. PostNord Varubrev eller Postpaket.',
  en: 'Pack the items well, ideally in their original packaging, and include the order number. Send them as a tracked parcel, e.g. PostNord Varubrev or Postpaket.',
};

/**
 * Called after the demo orders, which were placed the standard way. The first shop (Ullboden) takes returns
 * at its warehouse; the other at its own address (no return address set).
 */
export function seedDemoDelivery(em: EntityManager, shops: User[]): void {
  for (const shop of shops) {
    OPTIONS.forEach((option, position) =>
      em.create(DeliveryOptionSchema, { shop, ...option, position, settings: {} }),
    );
    shop.seller.returnInstructions = RETURN_INSTRUCTIONS;
  }
  if (shops[0])
    Object.assign(shops[0].seller, {
      returnAddress: 'Lagergatan 3',
      returnPostNumber: '621 41',
      returnCity: 'Visby',
    });
}
