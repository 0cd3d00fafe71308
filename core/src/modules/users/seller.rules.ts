import type { ProfileInput } from '@torget/contract';
import { ValidationError } from '../../shared/errors';
import { sanitizeRichText } from '../../shared/sanitize';
import type { Seller } from './user.entity';

/** Luhn check over the 10 digits of a Swedish organisation number (NNNNNN-NNNN). */
export function isValidOrganisationNumber(value: string): boolean {
  if (!/^\d{6}-\d{4}$/.test(value)) return false;
  const digits = value.replace('-', '').split('').map(Number);
  const sum = digits.reduce((total, digit, index) => {
    const weighted = index % 2 === 0 ? digit * 2 : digit;
    return total + (weighted > 9 ? weighted - 9 : weighted);
  }, 0);
  return sum % 10 === 0;
}

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

/** The seller fields a profile call sets, in entity form (description sanitized on write). */
export function sellerChangesFrom(input: ProfileInput): SellerChanges {
  const pairs: [SellerField, unknown][] = [
    ['name', input.seller_name],
    ['logo', input.seller_logo],
    ['hasLogo', input.seller_has_logo],
    [
      'description',
      input.seller_description === undefined ? undefined : sanitizeRichText(input.seller_description),
    ],
    ['subtitle', input.seller_subtitle],
    ['bannerBackgroundImage', input.seller_banner_background_image],
    ['descriptionBackgroundColor', input.seller_description_background_color],
    ['descriptionTextColor', input.seller_description_text_color],
    ['productsBackgroundColor', input.seller_products_background_color],
    ['nameTextColor', input.seller_name_text_color],
    ['subtitleTextColor', input.seller_subtitle_text_color],
    ['footerBackgroundColor', input.seller_footer_background_color],
    ['footerTextColor', input.seller_footer_text_color],
    ['address', input.seller_address],
    ['postNumber', input.seller_post_number],
    ['city', input.seller_city],
    ['phone', input.seller_phone],
    ['organisationNumber', input.seller_organisation_number],
    ['hasSwish', input.seller_has_swish],
    ['swishNumber', input.seller_swish_number],
    ['hasPaypal', input.seller_has_paypal],
    ['contactEmail', input.seller_contact_email],
    ['plan', input.seller_plan],
  ];
  const changes: Record<string, unknown> = {};
  for (const [key, value] of pairs) if (value !== undefined) changes[key] = value;
  if (input.seller_domain !== undefined)
    changes.domain = input.seller_domain === '' ? null : input.seller_domain;
  return changes as SellerChanges;
}

function required(value: string, message: string, field: string): void {
  if (!value.trim()) throw new ValidationError(message, field);
}

/**
 * SPEC §5 rules for the create-shop and shop-settings forms, checked on the seller as it will be saved.
 * `asShop` adds the settings form's rules (a shop name) to the application's. Payment settings are
 * the payment plugins' (payment-settings.ts).
 */
export function validateSeller(seller: Seller, options: { asShop: boolean }): void {
  if (options.asShop) required(seller.name, 'Please enter the shop name.', 'seller_name');
  required(seller.address, 'Please enter the address.', 'seller_address');
  required(seller.postNumber, 'Please enter the post number.', 'seller_post_number');
  if (!/^\d{3} ?\d{2}$/.test(seller.postNumber.trim()))
    throw new ValidationError('Post number must be five digits, e.g. 123 45.', 'seller_post_number');
  required(seller.city, 'Please enter the city.', 'seller_city');
  required(seller.phone, 'Please enter the phone number.', 'seller_phone');
  if (!/^\+?[\d\s-]{6,20}$/.test(seller.phone.trim()))
    throw new ValidationError('Please enter a valid phone number.', 'seller_phone');
  required(seller.organisationNumber, 'Please enter the organisation number.', 'seller_organisation_number');
  if (!isValidOrganisationNumber(seller.organisationNumber))
    throw new ValidationError(
      'Organisation number is not valid: write it as NNNNNN-NNNN with a correct check digit.',
      'seller_organisation_number',
    );
  if (seller.plan !== 1 && seller.plan !== 2 && seller.plan !== 3)
    throw new ValidationError('Please choose plan 1 or 2.', 'seller_plan');
  if (seller.hasLogo) required(seller.logo, 'Please choose a logo image.', 'seller_logo');
}

/** Domain rules: only plan 2 (and the future plan 3) may have one; it must be a real host name. */
export function validateDomain(
  domain: string | null,
  plan: number | null | undefined,
  marketplaceHosts: string[],
) {
  if (domain === null) return null;
  const normalized = normalizeDomain(domain);
  if (!normalized)
    throw new ValidationError('Please enter a valid domain, e.g. butik.example.se.', 'seller_domain');
  if (plan !== 2 && plan !== 3)
    throw new ValidationError('Only plan 2 shops can have their own domain.', 'seller_domain');
  if (marketplaceHosts.includes(normalized))
    throw new ValidationError('That domain belongs to the marketplace.', 'seller_domain');
  return normalized;
}
