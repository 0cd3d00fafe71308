import type { NextAction as ContractNextAction, PaymentMethod, PaymentStartInput } from '@torget/contract';
import type { LocalizedText } from '@torget/i18n';

export type { LocalizedText, PaymentStartInput };

type Action<T extends ContractNextAction['type']> = Extract<ContractNextAction, { type: T }>;
type PayerField = NonNullable<Action<'app_switch'>['payerField']>;

/**
 * The storefront's next action as a plugin gives it: the contract's `NextAction`, with every text a buyer
 * reads (a QR's instructions and its details' labels, the payer field's label, hint and message, the waiting
 * message) in every language (`defineTexts`); core answers each buyer in theirs.
 */
export type NextAction =
  | Action<'redirect'>
  | Action<'widget'>
  | (Omit<Action<'qr'>, 'instructions' | 'details'> & {
      instructions: LocalizedText;
      details: (Omit<Action<'qr'>['details'][number], 'label'> & { label: LocalizedText })[];
    })
  | (Omit<Action<'app_switch'>, 'payerField'> & {
      payerField?: Omit<PayerField, 'label' | 'hint' | 'message'> & {
        label: LocalizedText;
        hint?: LocalizedText;
        message?: LocalizedText;
      };
    })
  | (Omit<Action<'await_approval'>, 'message'> & { message: LocalizedText });

export { PaymentError, PaymentProviderUnavailableError, type PaymentErrorCode } from './payment-errors';

/** A value of a shop's payment setting: a switch or a text. */
export type PaymentSettingValue = string | boolean;

/**
 * One per-shop setting a payment plugin declares (a switch that turns its method on for a shop, an
 * account number…). Core validates what sellers send against these declarations, stores the values
 * with the shop and hands them back in `PaymentShop.settings`; the seller's settings screen renders
 * them as a form from `GET /api/users/profile/payment-settings` without knowing the plugin.
 */
export interface PaymentSettingField {
  /**
   * The setting's key, snake_case (`^[a-z][a-z0-9_]{0,49}$`), unique across plugins. A key the spec
   * defines as a seller field (`has_swish`, `swish_number`, `has_paypal`) is also read and written
   * through the seller profile as `seller_<key>`.
   */
  name: string;
  /** What the seller's form shows, e.g. "Take payments by invoice", in every language (`defineTexts`). */
  label: LocalizedText;
  type: 'boolean' | 'text';
  /**
   * text: a JavaScript regular expression (no flags) the value must match, after `ignore` and
   * `normalize` (a browser form checks it after `ignore` and trimming).
   */
  pattern?: string;
  /** text: the message when the value does not match `pattern`. */
  message?: LocalizedText;
  /** text: needed (and only then checked) when the boolean setting of this name is on. */
  requiredWhen?: string;
  /** text: the message when it is needed but empty. */
  requiredMessage?: LocalizedText;
  /**
   * text: characters dropped before checking and storing, as a regular-expression character class
   * (e.g. `[\\s-]` for spaces and dashes). Sent to browsers, so a form checks `pattern` the way the
   * server does and accepts "123 456 78 90" where the server would.
   */
  ignore?: string;
  /**
   * text: further server-side clean-up before checking and storing (after `ignore`); never sent to
   * browsers, so a form cannot repeat it: prefer `ignore` when it is enough. Unset: the value is trimmed.
   */
  normalize?(value: string): string;
}

/** The shop an order is paid to, as a provider sees it. */
export interface PaymentShop {
  id: string;
  name: string;
  /**
   * The shop's values of every installed plugin's settings (missing ones at their defaults: false
   * for a switch, '' for a text). A provider reads its own, e.g. `shop.settings.has_invoice === true`.
   */
  settings: Readonly<Record<string, PaymentSettingValue>>;
}

/**
 * Where the browser part of a plugin loads from and talks to (CSP sources, e.g.
 * `https://js.example-psp.com`): core adds them to its Content-Security-Policy.
 */
export interface PaymentCsp {
  scriptSrc?: string[];
  connectSrc?: string[];
  frameSrc?: string[];
  imgSrc?: string[];
}

/** Our order, as a provider sees it: the amount always comes from the database, never the browser. */
export interface PaymentOrder {
  id: string;
  /** Short reference for payment messages, e.g. "T3F9A01B2". */
  reference: string;
  /** The order page on the storefront (absolute URL), where a hosted payment page sends the buyer back. */
  returnUrl: string;
  /** The order's total in öre (integer): what the buyer must pay, to the öre. */
  totalOre: number;
  currency: 'SEK';
  shop: PaymentShop;
}

/**
 * A payment as the provider itself reported it (never as the browser claimed it). Core marks an order
 * paid only when `status` is COMPLETED and `orderId`, `amountOre` and `currency` equal the order's.
 */
export interface VerifiedPayment {
  status: 'COMPLETED' | 'PENDING' | 'DECLINED';
  /** Our order id as the provider recorded it, to catch a payment made for another order. */
  orderId: string;
  amountOre: number;
  currency: string;
  /** The provider's id of the money movement (e.g. a capture id); stored with the order. */
  paymentId: string;
  /** Shown to the buyer when the payment is not COMPLETED. */
  message?: LocalizedText;
  /** What the provider answered, kept with the payment for support and audits. */
  raw: Record<string, unknown>;
  /**
   * Whether the money went to this shop, for a provider whose answer names who was paid (its payee)
   * but cannot know the order's shop where it reads the payment (a webhook): core asks it with the
   * order's shop before marking the order paid, and refuses a payment to anyone else.
   */
  paidTo?(shop: PaymentShop): boolean;
}

/** A webhook event the provider verified as genuine. */
export interface PaymentWebhookEvent {
  /** The provider's event id: core processes each (provider, eventId) once, so a replay changes nothing. */
  eventId: string;
  /** `payment.completed` (with `payment`) marks the order paid; refunds and reversals are recorded. */
  type: 'payment.completed' | 'payment.refunded' | 'payment.reversed' | 'other';
  /** Our order id, when the event names one. */
  orderId?: string;
  payment?: VerifiedPayment;
  /**
   * `payment.refunded`: the refund as the provider reports it. Core records it once per `refundId` (a
   * refund Torget asked for is already on record under that id) and mails the buyer about a new one.
   */
  refund?: RefundResult;
  raw: Record<string, unknown>;
}

export interface RefundRequest {
  /** The provider's payment id (`VerifiedPayment.paymentId`). */
  paymentId: string;
  /** Our order id: tag the refund with it where the provider can, so its webhooks name the order. */
  orderId: string;
  amountOre: number;
  currency: 'SEK';
  /** Chosen by the caller, unique per refund; makes retries safe. */
  key: string;
  /** The shop that was paid (and now pays back), with its settings (e.g. the account the refund leaves from). */
  shop: PaymentShop;
}

/** What a refund request came to. */
export interface RefundResult {
  /** The provider's id of the refund, unique for the provider. */
  refundId: string;
  status: 'COMPLETED' | 'PENDING';
  amountOre: number;
  raw: Record<string, unknown>;
}

/**
 * A way to pay (a card, invoice or mobile payment…), contributed by a plugin in its `register`:
 * `container.cradle.paymentProviders.add(new MyProvider(options))`.
 *
 * Core calls it for the order's payment method and enforces the money rules itself: the amount is our
 * order's total from the database, and an order is marked paid only from a `VerifiedPayment` that is
 * COMPLETED for exactly this order, amount and currency. Throw `PaymentError` (with a message for the
 * buyer) when the provider refuses, `PaymentProviderUnavailableError` when it cannot be reached.
 *
 * Optional capabilities are optional methods — leave them out rather than throwing from a stand-in:
 * without `confirmPayment` the buyer's browser reports nothing to verify; without `parseWebhook` the
 * provider's webhook URL answers 404.
 */
export interface PaymentProvider {
  /** Stable, URL-safe id (`/api/hooks/payment/<id>`), e.g. "invoice". */
  readonly id: string;
  /**
   * The payment method it brings, by id (what an order's `paymentMethod` holds, e.g. "Invoice"); one
   * provider per method. 1–50 characters: letters, digits, space, `_` and `-`, starting with a letter or digit.
   */
  readonly method: PaymentMethod;
  /** Its name for people, e.g. "Invoice" / "Faktura". */
  readonly label: LocalizedText;
  /**
   * Where the method stands in a shop's list (lower first); the first a shop takes is the payment
   * screen's default. Unset: after those that set it.
   */
  readonly listOrder?: number;
  /**
   * The per-shop settings this method needs (its on/off switch first, by convention). Core validates
   * and stores them; `isAvailableFor` reads them from `shop.settings`.
   */
  readonly settings?: readonly PaymentSettingField[];
  /**
   * True when the money arrives outside the provider and the shop marks orders paid by hand (with a
   * date). Unset: only the provider's verified payment marks an order paid. A function decides per
   * shop (from its settings), for a method some shops take through the provider and others by hand.
   */
  readonly shopMarksPaid?: boolean | ((shop: PaymentShop) => boolean);
  /** CSP sources its browser part needs (widget scripts, frames, API calls from the browser). */
  readonly csp?: PaymentCsp;
  /** Whether this shop takes payments this way (e.g. the seller switched the method on in its settings). */
  isAvailableFor(shop: PaymentShop): boolean;
  /** What a browser may know to render the payment (client id, sandbox/live) — never a secret. */
  publicConfig(): Record<string, unknown>;
  /**
   * How to pay, for the order confirmation mail (plain text, in every language: core mails each buyer in
   * theirs), e.g. the account and the reference to use. Unset: "Pay with <label> on the order's page."
   */
  mailInstructions?(order: PaymentOrder): LocalizedText;
  /**
   * Starts paying an order and answers the storefront's next action, one of the contract's kinds
   * (`redirect` to a hosted page, `qr` with details, `app_switch` by token, a named `widget` with its
   * public config). Must be safe to call again for the same order (an order page reloads).
   */
  startPayment(order: PaymentOrder, input?: PaymentStartInput): Promise<NextAction>;
  /**
   * Reads, from the provider, where the order's latest payment stands, with no input from the browser
   * (null: none was started). Core calls it while the order page waits and in the background after
   * `startPayment` until the payment is final, so a lost webhook never leaves a paid order unpaid.
   */
  checkPayment?(order: PaymentOrder): Promise<VerifiedPayment | null>;
  /**
   * Withdraws the order's open payment at the provider, so it can no longer be paid; core calls it
   * before an unpaid order is deleted. Resolves when nothing is open (also when nothing was started).
   */
  cancelPayment?(order: PaymentOrder): Promise<void>;
  /**
   * Verifies, with the provider itself, the result the client reports (e.g. the provider's approved
   * order id) and completes the payment if the provider needs that (a capture). `input` is untrusted: treat it
   * as a pointer only.
   */
  confirmPayment?(order: PaymentOrder, input: Record<string, unknown>): Promise<VerifiedPayment>;
  /**
   * Verifies a webhook over its exact bytes and headers (signature, or re-reading the payment from the
   * provider) and reads it; answers null for a request that is not genuine.
   */
  parseWebhook?(rawBody: string, headers: Record<string, string>): Promise<PaymentWebhookEvent | null>;
  /**
   * Refunds all or part of a completed payment (the amount in öre, at most what is left of it). `key`
   * identifies this refund: a retry with the same key must not refund twice (pass it as the provider's
   * idempotency key). Throw `PaymentError` when the provider refuses, `PaymentProviderUnavailableError`
   * when it cannot be reached. Without `refund`, the shop refunds the method's payments outside Torget.
   */
  refund?(refund: RefundRequest): Promise<RefundResult>;
}
