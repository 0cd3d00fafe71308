import { msg, type Message } from '../../shared/messages';
import type { ProfileInput } from '@torget/contract';
import { ValidationError } from '../../shared/errors';
import { camelCase } from '../../shared/field-names';
import { sekToOre } from '../../shared/money';
import { sanitizeRichText } from '../../shared/sanitize';
import type { Seller } from './user.entity';

const hostLabel = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A shop domain as stored: lower-case host name without scheme, port, path or leading `www.`. */
export function normalizeDomain(value: string): string | undefined {
  const host = value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '');
  const labels = host.split('.');
  if (host.length > 253 || labels.length < 2 || !labels.every((label) => hostLabel.test(label)))
    return undefined;
  return host;
}

/** The seller's own fields (the inferred entity type also carries symbol-keyed ORM markers). */
type SellerField = Extract<keyof Seller, string>;
type SellerChanges = Partial<Pick<Seller, SellerField>>;

const PREFIX = 'seller_';

/**
 * The seller fields a profile call sets, in entity form: each `seller_<name>` input to its camelCase property
 * (the contract's `sellerInputs` decide which exist). Only what storage needs differs: the description is
 * sanitized on write and an empty domain is none.
 */
export function sellerChangesFrom(input: ProfileInput): SellerChanges {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input))
    if (key.startsWith(PREFIX) && value !== undefined) changes[camelCase(key.slice(PREFIX.length))] = value;
  if (typeof changes.description === 'string') changes.description = sanitizeRichText(changes.description);
  if (changes.domain === '') changes.domain = null;
  if (typeof changes.freeShippingOver === 'number')
    changes.freeShippingOver = sekToOre(changes.freeShippingOver);
  return changes as SellerChanges;
}

function required(value: string, message: Message, field: string): void {
  if (!value.trim()) throw new ValidationError(message, field);
}

/**
 * docs/product.md §5 rules for the create-shop and shop-settings forms, checked on the seller as it will be saved; it only
 * checks (the contract's inputs already wrote each field in its stored form).
 * `asShop` adds the settings form's rules (a shop name) to the application's. Payment settings are
 * the payment plugins' (payment-settings.ts).
 */
export function validateSeller(seller: Seller, options: { asShop: boolean }): void {
  if (options.asShop) required(seller.name, msg('users.shopNameRequired'), 'seller_name');
  required(seller.address, msg('users.addressRequired'), 'seller_address');
  required(seller.postNumber, msg('users.postNumberRequired'), 'seller_post_number');
  if (!/^\d{3} ?\d{2}$/.test(seller.postNumber.trim()))
    throw new ValidationError(msg('users.postNumberInvalid'), 'seller_post_number');
  required(seller.city, msg('users.cityRequired'), 'seller_city');
  required(seller.phone, msg('users.phoneRequired'), 'seller_phone');
  if (!/^\+?[\d\s-]{6,20}$/.test(seller.phone.trim()))
    throw new ValidationError(msg('users.phoneInvalid'), 'seller_phone');
  // Its format and check digit are the contract's (organisationNumberSchema); here only that it is there.
  required(seller.organisationNumber, msg('users.organisationNumberRequired'), 'seller_organisation_number');
  // Plan 3 is shown but not selectable yet (docs/product.md §9): the same rule as the contract's planSchema.
  if (seller.plan !== 1 && seller.plan !== 2)
    throw new ValidationError(msg('users.planUnavailable'), 'seller_plan');
  if (seller.hasLogo) required(seller.logo, msg('users.logoRequired'), 'seller_logo');
  validateReturnAddress(seller);
}

/** A return address is all of street, postal code and city, or none of them (then the shop's address). */
function validateReturnAddress(seller: Seller): void {
  const { returnAddress, returnPostNumber, returnCity } = seller;
  if (!returnAddress.trim() && !returnPostNumber.trim() && !returnCity.trim()) return;
  required(returnAddress, msg('users.returnAddressRequired'), 'seller_return_address');
  required(returnPostNumber, msg('users.returnPostNumberRequired'), 'seller_return_post_number');
  if (!/^\d{3} ?\d{2}$/.test(returnPostNumber.trim()))
    throw new ValidationError(msg('users.postNumberInvalid'), 'seller_return_post_number');
  required(returnCity, msg('users.returnCityRequired'), 'seller_return_city');
}

/** Domain rules: only plan 2 (and the future plan 3) may have one; it must be a real host name. */
export function validateDomain(
  domain: string | null,
  plan: number | null | undefined,
  marketplaceHosts: string[],
) {
  if (domain === null) return null;
  const normalized = normalizeDomain(domain);
  if (!normalized) throw new ValidationError(msg('users.domainInvalid'), 'seller_domain');
  if (plan !== 2 && plan !== 3) throw new ValidationError(msg('users.domainNeedsPlan2'), 'seller_domain');
  if (marketplaceHosts.includes(normalized))
    throw new ValidationError(msg('users.domainIsMarketplace'), 'seller_domain');
  return normalized;
}
