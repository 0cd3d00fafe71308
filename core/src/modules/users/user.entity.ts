import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { shopColourFieldNames, type ShopColourField } from '@torget/contract';
import type { Locale } from '@torget/i18n';
import { camelCase, type CamelCase } from '../../shared/field-names';

const colourColumn = () => p.string().default('');

/**
 * A `seller_<colour>` column per colour of the contract's `shopColourFields`, so a new colour needs no edit
 * here, only the migration that adds its column.
 */
const colourColumns = Object.fromEntries(
  shopColourFieldNames.map((field) => [camelCase(field), colourColumn()]),
) as { [F in ShopColourField as CamelCase<F>]: ReturnType<typeof colourColumn> };

/**
 * A user's shop: the docs/product.md §3 seller sub-object (the contract's `sellerFields`), stored as `seller_*` columns on
 * the user row. Each property is the contract's field name in camelCase; `toSellerDto` fails to compile when a
 * contract field has no property here.
 */
export const SellerSchema = defineEntity({
  name: 'Seller',
  embeddable: true,
  properties: {
    name: p.string().default(''),
    logo: p.string().default(''),
    hasLogo: p.boolean().default(false),
    description: p.text().default(''),
    subtitle: p.string().default(''),
    bannerBackgroundImage: p.string().default(''),
    ...colourColumns,
    address: p.string().default(''),
    postNumber: p.string().default(''),
    city: p.string().default(''),
    phone: p.string().default(''),
    organisationNumber: p.string().default(''),
    legalName: p.string().default(''),
    vatRegistered: p.boolean().default(true),
    /** `SE` + the organisation number's digits + `01` unless the seller wrote another (see seller-vat.ts). */
    vatNumber: p.string().default(''),
    hasSwish: p.boolean().default(false),
    swishNumber: p.string().default(''),
    hasPaypal: p.boolean().default(false),
    /** The free-shipping limit in öre (the contract's field is SEK; user.mapper and seller.rules convert). */
    freeShippingOver: p.bigint('number').nullable(),
    /** Where withdrawn goods go back; all empty: the shop's own address (orders/order-return.ts). */
    returnAddress: p.string().default(''),
    returnPostNumber: p.string().default(''),
    returnCity: p.string().default(''),
    /** How to send them back, in both languages; null: none written (user.mapper answers both empty). */
    returnInstructions: p.json<{ sv: string; en: string }>().nullable(),
    /** Payment plugins' other per-shop settings by key (see payment-settings.ts). */
    paymentSettings: p.json<Record<string, string | boolean>>().nullable(),
    /** The address the shop page shows visitors (not the sign-in email); empty for none. */
    contactEmail: p.string().default(''),
    /** Lower-case host name of the shop's own domain; null when none (unique when set). */
    domain: p.string().nullable(),
    plan: p.integer().nullable(),
    rating: p.double().default(0),
    numReviews: p.integer().default(0),
  },
});
export type Seller = InferEntity<typeof SellerSchema>;

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    name: p.string(),
    /** Trimmed and lower-cased, so uniqueness is case-insensitive. */
    email: p.string().unique(),
    passwordHash: p.string().lazy().hidden(),
    /** Bumped on password change: tokens carry it, so older tokens stop working. */
    tokenVersion: p.integer().default(0),
    isAdmin: p.boolean().default(false),
    isSeller: p.boolean().default(false),
    wantsToBeSeller: p.boolean().default(false),
    shippingFullName: p.string().default(''),
    shippingAddress: p.string().default(''),
    shippingPostalCode: p.string().default(''),
    shippingCity: p.string().default(''),
    shippingCountry: p.string().default(''),
    seller: p.embedded(SellerSchema).prefix('seller_'),
    /** The language the person chose (`sv`, `en`) that mail to them is written in; null while unknown. */
    language: p.string().$type<Locale>().nullable(),
    /** When the account was deleted and its shop kept closed without the person (user-erasure.ts); else null. */
    erasedAt: p.datetime().nullable(),
    /** Set by an admin's decision with reasons (docs/notices.md): no sign-in while set. */
    suspendedAt: p.datetime().nullable(),
    /** Set by an admin's decision with reasons: the shop stays open but leaves listings and Top Sellers. */
    shopRestrictedAt: p.datetime().nullable(),
    /** Set while the shop lacks its DAC7 tax details past the reminders (sales-stop.ts): hidden, no orders. */
    salesStoppedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type User = InferEntity<typeof UserSchema>;
