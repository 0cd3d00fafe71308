import { describe, expect, it } from 'vitest';
import { codeWords } from './code-words';

/**
 * Payment vendors a plugin may bring; core and the contract must not know them. (`stripes` is a pattern in
 * the demo images, not the vendor.)
 */
const VENDOR =
  /paypal|swish|klarna|stripe(?!s\b)|adyen|mollie|trustly|bambora|zettle|vipps|mobilepay|qliro|walley|bankgiro|plusgiro/i;

/**
 * The seller fields the product guide defines (docs/product.md §3), in each spelling a layer uses (contract and API snake_case, the
 * entity's camelCase, the `seller_` columns and profile keys): core stores them for the plugins that read
 * them and keeps them working in the API.
 */
const GUIDE_SELLER_FIELDS = new Set([
  'has_paypal',
  'has_swish',
  'swish_number',
  'hasPaypal',
  'hasSwish',
  'swishNumber',
  'seller_has_paypal',
  'seller_has_swish',
  'seller_swish_number',
]);

/**
 * Every other place core or the contract may name a vendor: the file, the terms allowed there ('*': any)
 * and why. A term is a run of letters, digits and `_@/-` (and dots inside it) in a name or a string.
 */
const ALLOWED: { file: RegExp; terms: string[] | '*'; why: string }[] = [
  {
    file: /^contract\/src\/config\.api\.ts$/,
    terms: ['paypalConfigSchema', 'paypal', '/api/config/paypal', 'PayPal'],
    why: "the product guide's GET /api/config/paypal keeps answering: its call, summary and response shape",
  },
  {
    file: /^contract\/src\/endpoints\.gen\.ts$/,
    terms: ['paypal', '/api/config/paypal'],
    why: 'generated from the contract: the same call',
  },
  {
    file: /^core\/src\/modules\/settings\/settings\.routes\.ts$/,
    terms: ['paypal', 'PayPal'],
    why: 'GET /api/config/paypal answers the public config of the provider serving the PayPal method, if one is on',
  },
  {
    file: /^core\/src\/config\/default-plugins\.ts$/,
    terms: ['@torget/plugin-payment-paypal', '@torget/plugin-payment-swish'],
    why: 'the default TORGET_PLUGINS: the packages this repository ships (names only; each declares its own variables)',
  },
  {
    file: /^core\/src\/modules\/[\w-]+\/migrations\//,
    terms: '*',
    why: 'applied migrations are history and never edited (a later one dropped the closed list of methods)',
  },
  {
    file: /^(contract\/src\/(tax\.schema|tax\.api|trader\.schema|trader\.api|rules\/tax-ids)|core\/src\/modules\/(tax-reporting\/dac7-xml|privacy\/privacy-map))\.ts$/,
    terms: ['bankgiro', 'normalBankgiro', 'Bankgiro'],
    why: "an account a shop is paid to, as DAC7's financial account identifier and DSA Art. 30's payment account ask for it: a Swedish seller's bankgiro number is one (an account number, not a way to pay through Torget)",
  },
  {
    file: /^core\/src\/db\/seed\/demo-orders\.ts$/,
    terms: ['Swish', 'swish'],
    why: "demo data: the demo shops' orders are paid the way those shops take payment (manual Swish)",
  },
];

/** The terms of a name or string that name a vendor. */
const vendorTerms = (text: string) =>
  (text.match(/[\w@/-]+(?:\.[\w@/-]+)*/g) ?? []).filter((term) => VENDOR.test(term));

describe('core and the contract name no payment vendor', () => {
  it("outside the product guide's seller fields and the places listed here with their reasons", () => {
    const found = codeWords(['core/src', 'contract/src']).flatMap((word) =>
      vendorTerms(word.text).map((term) => ({ ...word, term })),
    );
    const unexpected = found.filter(
      ({ file, term }) =>
        !GUIDE_SELLER_FIELDS.has(term) &&
        !ALLOWED.some(
          (place) => place.file.test(file) && (place.terms === '*' || place.terms.includes(term)),
        ),
    );
    expect(unexpected.map(({ file, line, term }) => `${file}:${line} ${term}`)).toEqual([]);
    // The scan reads what it should: the guide's fields are found where core stores them.
    expect(found.some(({ file, term }) => file.endsWith('user.entity.ts') && term === 'hasSwish')).toBe(true);
  });

  it('tells vendor names from other words', () => {
    for (const text of ['PayPalClient', 'SWISH_MODE', 'klarnaSession', 'stripe.checkout'])
      expect(vendorTerms(text), text).toEqual([text]);
    for (const text of ['forMethod', 'stripes', 'Swedish']) expect(vendorTerms(text), text).toEqual([]);
  });
});
