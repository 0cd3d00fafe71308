/**
 * The privacy map: every table of core's database and, for each column, whether it holds personal data, what
 * it is, why it is kept and for how long. It is the one source for docs/privacy.md (rendered from it), for the
 * data export (which reads each table's rows about a person through `rowsOf` and answers the columns listed
 * here) and for privacy-map.test.ts, which compares it with the database's own list of columns: a new column
 * fails that test until it is put here, as personal or not.
 */
export interface TableEntry {
  table: string;
  /** The module that alone writes the table. */
  owner: string;
  /** Columns with personal data (or a link to a person), and what each is. */
  personal: Record<string, string>;
  /** Columns that say nothing about a person by themselves (ids of things, amounts, flags, times). */
  notPersonal: string[];
  /** Columns never answered in an export: secrets that protect the person (hashes) or only our idempotency. */
  secret?: string[];
  /** Why the personal data is kept (purpose and legal ground). Empty when the table holds none. */
  why: string;
  /** How long the personal data is kept. Empty when the table holds none. */
  keptFor: string;
  /**
   * The rows that are about one person, as an SQL condition on the user id (`?`): what the export answers.
   * Absent: nothing in the table is found by a person's id (it holds no personal data, or only keyed by
   * something else, see `keptFor`).
   */
  rowsOf?: string;
}

const BUYER_ORDERS = 'order_id in (select id from orders where buyer_id = ?)';
const SEVEN_YEARS = '7 years after the end of the year of the order (bookkeeping), then made anonymous';
const BOOKKEEPING = 'Bookkeeping Act (bokföringslagen): the record of a sale';

export const privacyMap: TableEntry[] = [
  {
    table: 'users',
    owner: 'users',
    personal: {
      id: 'the account id',
      name: 'name',
      email: 'email address (sign-in)',
      shipping_full_name: 'saved delivery name',
      shipping_address: 'saved delivery address',
      shipping_postal_code: 'saved delivery postal code',
      shipping_city: 'saved delivery city',
      shipping_country: 'saved delivery country',
      language: 'chosen language',
      seller_address: "shop's address (a sole trader's home, often)",
      seller_post_number: "shop's postal code",
      seller_city: "shop's city",
      seller_phone: "shop's phone",
      seller_organisation_number: 'organisation number (a sole trader: personnummer)',
      seller_legal_name: "shop's legal name (a sole trader: the person's name)",
      seller_vat_number: 'VAT number',
      seller_swish_number: 'Swish number the shop is paid to',
      seller_payment_settings: "other payment methods' settings (account ids)",
      seller_contact_email: "shop's contact address",
      seller_domain: "shop's own domain",
      created_at: 'when the account was made',
      updated_at: 'when the account last changed',
      suspended_at: 'when an admin suspended the account',
      shop_restricted_at: 'when an admin restricted the shop',
    },
    notPersonal: [
      'token_version',
      'is_admin',
      'is_seller',
      'wants_to_be_seller',
      'seller_name',
      'seller_logo',
      'seller_has_logo',
      'seller_description',
      'seller_subtitle',
      'seller_banner_background_image',
      'seller_description_background_color',
      'seller_description_text_color',
      'seller_products_background_color',
      'seller_name_text_color',
      'seller_subtitle_text_color',
      'seller_footer_background_color',
      'seller_footer_text_color',
      'seller_has_swish',
      'seller_has_paypal',
      'seller_plan',
      'seller_rating',
      'seller_num_reviews',
      'seller_vat_registered',
    ],
    secret: ['password_hash'],
    why: 'The account (contract): signing in, delivery, mail in the chosen language; a shop: its receipts name the seller',
    keptFor:
      "Until the account is deleted. A seller's business identity (legal name, organisation and VAT number, address) stays on the closed shop for its bookkeeping, 7 years after its last order's year",
    rowsOf: 'id = ?',
  },
  {
    table: 'orders',
    owner: 'orders',
    personal: {
      buyer_id: 'the buyer',
      seller_id: 'the shop',
      shipping_full_name: "the buyer's delivery name",
      shipping_address: "the buyer's delivery address",
      shipping_city: "the buyer's delivery city",
      shipping_postal_code: "the buyer's delivery postal code",
      shipping_country: "the buyer's delivery country",
      service_point: 'the ombud or parcel locker the buyer chose (near her address)',
      tracking_number: "the parcel's tracking number (follows the delivery to the buyer)",
      tracking_url: 'the carrier\'s public tracking page of that parcel',
      payment_result: "the payment provider's answer (may name the payer)",
      created_at: 'when the order was placed',
    },
    notPersonal: [
      'id',
      'shop_name',
      'payment_method',
      'items_ore',
      'shipping_ore',
      'tax_ore',
      'total_ore',
      'delivery_option_id',
      'delivery_kind',
      'delivery_name',
      'carrier',
      'carrier_name',
      'is_paid',
      'paid_at',
      'is_delivered',
      'delivered_at',
      'seller_vat_registered',
      'is_shipped',
      'shipped_at',
    ],
    secret: ['idempotency_key', 'idempotency_hash'],
    why: `Delivering the order (contract); ${BOOKKEEPING}`,
    keptFor: `Delivery details until the order is settled and the buyer deletes the account, else ${SEVEN_YEARS}`,
    rowsOf: 'buyer_id = ?',
  },
  {
    table: 'order_events',
    owner: 'orders',
    personal: { actor_id: 'who made the step (buyer, shop or admin)', detail: 'what the step recorded' },
    notPersonal: ['id', 'order_id', 'move', 'from_state', 'to_state', 'at'],
    why: "The order's history (complaints, bookkeeping)",
    keptFor: SEVEN_YEARS,
    rowsOf: BUYER_ORDERS,
  },
  {
    table: 'order_items',
    owner: 'orders',
    personal: {},
    notPersonal: [
      'id',
      'order_id',
      'product_id',
      'position',
      'name',
      'image',
      'qty',
      'price_ore',
      'shipping_price_ore',
      'vat_rate',
    ],
    why: '',
    keptFor: '',
    rowsOf: BUYER_ORDERS,
  },
  {
    table: 'order_refunds',
    owner: 'payments',
    personal: {
      requested_by: 'who asked for the refund (a seller or an admin)',
      raw: "the payment provider's answer (may name the payer)",
    },
    notPersonal: ['id', 'order_id', 'amount_ore', 'status', 'provider', 'provider_refund_id', 'created_at'],
    secret: ['idempotency_key'],
    why: BOOKKEEPING,
    keptFor: SEVEN_YEARS,
    rowsOf: BUYER_ORDERS,
  },
  {
    table: 'order_withdrawals',
    owner: 'orders',
    personal: { reason: "the buyer's reason, in their words" },
    notPersonal: ['id', 'order_id', 'created_at', 'refunded_outside_at'],
    why: 'The right of withdrawal (distansavtalslagen) and its refund',
    keptFor: SEVEN_YEARS,
    rowsOf: BUYER_ORDERS,
  },
  {
    table: 'order_withdrawal_items',
    owner: 'orders',
    personal: {},
    notPersonal: ['id', 'withdrawal_id', 'order_item_id', 'qty'],
    why: '',
    keptFor: '',
    rowsOf:
      'withdrawal_id in (select w.id from order_withdrawals w join orders o on o.id = w.order_id where o.buyer_id = ?)',
  },
  {
    table: 'order_withdrawal_balances',
    owner: 'orders',
    personal: { seller_id: 'the shop' },
    notPersonal: ['order_id', 'withdrawn_ore', 'refunded_ore'],
    why: "The shop's list of withdrawals to refund",
    keptFor: 'As long as the order',
  },
  {
    table: 'payment_events',
    owner: 'payments',
    personal: { raw: "the payment provider's notice (may name the payer)" },
    notPersonal: ['id', 'provider', 'event_id', 'type', 'order_id', 'created_at'],
    why: `Proof of payment; ${BOOKKEEPING}`,
    keptFor: SEVEN_YEARS,
    rowsOf: BUYER_ORDERS,
  },
  {
    table: 'reviews',
    owner: 'reviews',
    personal: {
      user_id: 'the reviewer',
      name: "the reviewer's name as shown",
      comment: "the reviewer's words",
      created_at: 'when it was written',
    },
    notPersonal: ['id', 'product_id', 'rating', 'verified', 'seller_id'],
    why: 'Published reviews (consent by writing one)',
    keptFor:
      'Until the reviewer removes it or deletes the account (then removed, or kept under "Tidigare kund" as they choose)',
    rowsOf: 'user_id = ?',
  },
  {
    table: 'products',
    owner: 'products',
    personal: { seller_id: 'the shop' },
    notPersonal: [
      'id',
      'name',
      'image',
      'brand',
      'category',
      'description',
      'price_ore',
      'shipping_price_ore',
      'shipping_info',
      'count_in_stock',
      'rating',
      'num_reviews',
      'created_at',
      'updated_at',
      'draft',
      'search_stems',
      'vat_rate',
    ],
    why: "The shop's catalogue",
    keptFor: 'Until the shop closes (its products leave the catalogue then)',
    rowsOf: 'seller_id = ?',
  },
  {
    table: 'shop_milestones',
    owner: 'overview',
    personal: {
      user_id: 'the seller',
      applied_at: 'when the person applied to sell',
      approved_at: 'when the shop was approved',
    },
    notPersonal: [],
    why: "Decisions on the person's shop",
    keptFor: 'Until the account is deleted',
    rowsOf: 'user_id = ?',
  },
  {
    table: 'password_reset_tokens',
    owner: 'password-reset',
    personal: { user_id: 'who asked', created_at: 'when they asked', used_at: 'when the link was used' },
    notPersonal: ['id', 'expires_at'],
    secret: ['token_hash'],
    why: 'Resetting a forgotten password',
    keptFor: 'A day after the link expires (retention job); at once when the account is deleted',
    rowsOf: 'user_id = ?',
  },
  {
    table: 'delivery_options',
    owner: 'delivery',
    personal: { shop_id: 'the shop' },
    notPersonal: [
      'id',
      'name_sv',
      'name_en',
      'kind',
      'carrier',
      'price_ore',
      'pricing',
      'free_over_ore',
      'estimate_sv',
      'estimate_en',
      'opening_hours_sv',
      'opening_hours_en',
      'position',
      'settings',
      'created_at',
    ],
    why: "The shop's delivery options",
    keptFor: 'Until the shop removes them or its account is deleted',
    rowsOf: 'shop_id = ?',
  },
  {
    table: 'rate_limits',
    owner: 'users',
    personal: { key: 'an email address or IP address that signed in, registered or asked for a reset' },
    notPersonal: ['points', 'expire'],
    why: 'Protecting accounts against guessing and mail floods (legitimate interest)',
    keptFor: 'Until its window ends (at most an hour; retention job)',
  },
  ...[
    { table: 'shop_sales_daily', rest: ['day', 'orders', 'revenue_ore', 'refunds_ore'] },
    {
      table: 'shop_product_sales_daily',
      rest: ['day', 'product_id', 'name', 'units', 'revenue_ore', 'last_paid_at'],
    },
    { table: 'shop_product_sales_weekly', rest: ['week', 'product_id', 'name', 'units', 'revenue_ore'] },
    { table: 'shop_reviews_daily', rest: ['day', 'reviews', 'rating_sum'] },
  ].map(({ table, rest }): TableEntry => ({
    table,
    owner: 'overview',
    personal: { seller_id: 'the shop' },
    notPersonal: rest,
    why: "The shop's figures",
    keptFor: 'As long as the orders they count',
  })),
  {
    table: 'catalogue_changes',
    owner: 'products',
    personal: {},
    notPersonal: ['tx', 'product_id', 'seller_id', 'at'],
    why: '',
    keptFor: '',
  },
  {
    table: 'site_settings',
    owner: 'settings',
    personal: {},
    notPersonal: [
      'id',
      'about_text',
      'privacy_text',
      'become_seller_text1',
      'become_seller_text2',
      'privacy_policy_text',
      'updated_at',
      'terms_text',
    ],
    why: '',
    keptFor: '',
  },
  {
    table: 'mikro_orm_migrations',
    owner: 'db',
    personal: {},
    notPersonal: ['id', 'name', 'executed_at'],
    why: '',
    keptFor: '',
  },
];

/** Personal data kept outside core's tables, which the test cannot list: said here so the document names it. */
export const elsewhere: { what: string; where: string; why: string; keptFor: string }[] = [
  {
    what: 'Mail waiting to be sent or sent (recipient, subject, text)',
    where: 'pg-boss jobs (schema `pgboss`, queues `mail`, `mail-failed`)',
    why: 'Sending order and account mail with retries',
    keptFor: '30 days (failed: a year), deleted by pg-boss',
  },
  {
    what: "Data exports (a zip of the person's data)",
    where: 'files under DATA_DIR/exports, pg-boss jobs (queue `privacy-export`)',
    why: 'The right of access (GDPR Art. 15 and 20)',
    keptFor: '24 hours (retention job)',
  },
  {
    what: 'Server logs (IP address, path, user id)',
    where: "the process's standard output",
    why: 'Running and securing the service',
    keptFor: "As the host's log rotation keeps them",
  },
];
