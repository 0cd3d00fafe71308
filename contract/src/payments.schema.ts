import { z } from 'zod';

/**
 * A payment method's id, named by the plugin that brings it (e.g. `Swish`, `PayPal`, `Invoice`). It is
 * what an order's `paymentMethod` holds and what placing an order sends.
 */
export const paymentMethodIdSchema = z
  .string({ error: 'Please choose a payment method.' })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 _-]{0,49}$/, 'Please choose a payment method.');

/** A way to pay that a shop takes, as a payment screen lists it. */
export const paymentMethodOptionSchema = z.object({
  /** Send this as the order's `paymentMethod`. */
  id: paymentMethodIdSchema,
  /** The method's name for people, e.g. "Swish". */
  label: z.string(),
});
export type PaymentMethodOption = z.output<typeof paymentMethodOptionSchema>;

/**
 * GET /api/shops/:id/payment-methods: the methods this shop's cart (or order) can be paid with now —
 * installed, switched on by the seller and available for the shop. The FIRST is the default to preselect
 * (docs/product.md §5: Swish, else PayPal; plugins declare the order). Empty: the shop takes no payments right now.
 */
export const shopPaymentMethodsSchema = z.object({
  methods: z.array(paymentMethodOptionSchema),
});
export type ShopPaymentMethods = z.output<typeof shopPaymentMethodsSchema>;

/** A line the buyer may need to type or paste in another app (a number, the amount, the message). */
export const paymentDetailSchema = z.object({
  label: z.string(),
  value: z.string(),
  /** Show a copy button for it. */
  copyable: z.boolean(),
});

/**
 * Next action `redirect`: send the browser to the provider's hosted payment page
 * (`window.location.assign(url)`). The provider sends the buyer back to the order page
 * (`/order/:id`) with its own query parameters; the storefront then sends those parameters as the body
 * of `PUT /api/orders/:id/pay` and shows the answer (the order is paid only when the server verified it
 * with the provider; a webhook may settle it too, so re-reading the order later shows the truth).
 */
export const redirectActionSchema = z.object({
  type: z.literal('redirect'),
  /** The hosted page; absolute http(s) URL. */
  url: z.string(),
});

/**
 * Next action `qr`: the buyer scans a QR code with the phone app (or types the details), e.g. Swish.
 * Show the image, the instructions and the details with copy buttons. When `markedPaidBy` is `shop`,
 * nothing more happens in the browser: the shop marks the order paid when the money arrives.
 */
export const qrActionSchema = z.object({
  type: z.literal('qr'),
  /** The QR code as an image data URL (`data:image/png;base64,…`), for an `<img src>`. */
  qr: z.string(),
  /** The text the QR code holds, for apps or tests that need it. */
  qrPayload: z.string(),
  /** What to tell the buyer, e.g. "Scan the code in the Swish app, or pay to the number below". */
  instructions: z.string(),
  details: z.array(paymentDetailSchema),
  /** `shop`: the seller marks the order paid; `provider`: the provider's webhook does. */
  markedPaidBy: z.enum(['shop', 'provider']),
});

/**
 * Next action `app_switch`: open the provider's app on this device with the provider's token
 * (`window.location.assign(url)`, e.g. `swish://paymentrequest?token=…&callbackurl=…`). On a device
 * without the app, show `qr` (when present) to scan from a phone. The provider's webhook settles the
 * order; the order page re-reads it on return.
 */
export const appSwitchActionSchema = z.object({
  type: z.literal('app_switch'),
  /** The app URL to open. */
  url: z.string(),
  /** The provider's payment token the URL carries. */
  token: z.string(),
  /** Optional QR image data URL for paying from another device. */
  qr: z.string().optional(),
  /**
   * When set, a device without the app may instead ask for the payer's number at the provider (e.g. a
   * Swish phone number) and send it as `payer` in the body of `POST /api/orders/:id/payment`; the answer
   * is then `await_approval`. The label and hint are the field's texts.
   */
  payerField: z
    .object({
      label: z.string(),
      hint: z.string().optional(),
      /**
       * The provider's rule for the number, as a payment setting declares one (`paymentSettingFieldSchema`):
       * drop `ignore`'s characters (globally) and trim, then test `pattern`; `message` when it fails. The
       * server applies the same rule, so a browser can say it before sending.
       */
      pattern: z.string().optional(),
      ignore: z.string().optional(),
      message: z.string().optional(),
    })
    .optional(),
});

/**
 * Next action `await_approval`: the provider has sent the payment to the payer's app (e.g. to the
 * Swish number she typed); show `message` while she approves there. The page asks the server
 * (`PUT /api/orders/:id/pay` with an empty body) every few seconds: the order once paid,
 * `PAYMENT_PENDING` meanwhile, `PAYMENT_DECLINED` with the reason when it ended unpaid (then offer to
 * start again with `POST /api/orders/:id/payment`).
 */
export const awaitApprovalActionSchema = z.object({
  type: z.literal('await_approval'),
  message: z.string(),
});

/**
 * Next action `widget`: render the client widget the payment plugin names (e.g. `paypal-buttons`) with
 * its public `config` (never a secret). The widget reports the provider's result, which the storefront
 * sends as the body of `PUT /api/orders/:id/pay` (PayPal buttons: `{ orderID }` from `onApprove`).
 */
export const widgetActionSchema = z.object({
  type: z.literal('widget'),
  /** The widget's name, e.g. `paypal-buttons`: the storefront has one component per name. */
  widget: z.string(),
  /** What the widget needs (client id, currency, the provider's order id…): strings, numbers, booleans. */
  config: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});

/** What the storefront does next to let the buyer pay; one of five kinds, whichever the plugin chose. */
export const nextActionSchema = z.discriminatedUnion('type', [
  redirectActionSchema,
  qrActionSchema,
  appSwitchActionSchema,
  awaitApprovalActionSchema,
  widgetActionSchema,
]);
export type NextAction = z.output<typeof nextActionSchema>;

/**
 * POST /api/orders/:id/payment body (optional): `payer` is the payer's number at the provider when an
 * `app_switch` action offered a `payerField` and the buyer typed it (the provider checks and normalises it).
 */
export const paymentStartBody = z.object({
  payer: z.string().trim().max(30, 'The number is too long.').optional(),
});
export type PaymentStartInput = z.output<typeof paymentStartBody>;

/**
 * POST /api/orders/:id/payment: the order's payment method, the provider that serves it and the next
 * action. Safe to call again (a reloaded order page gets an equivalent action).
 */
export const paymentStartSchema = z.object({
  /** The order's payment method id. */
  method: paymentMethodIdSchema,
  /** The provider plugin's id (as in `/api/hooks/payment/:provider`). */
  provider: z.string(),
  /** The amount to pay in SEK, always the order's total from the database. */
  amount: z.number(),
  action: nextActionSchema,
});
/** What a client reads from POST /api/orders/:id/payment. */
export type PaymentStart = z.output<typeof paymentStartSchema>;

/**
 * One per-shop setting a payment plugin declares, for a form rendered without knowing the plugin:
 * a `boolean` is a checkbox, a `text` a text field. The server checks what is sent; `pattern` (a
 * JavaScript regular expression, no flags) and the messages let a form say the same before sending.
 */
export const paymentSettingFieldSchema = z.object({
  /** The setting's key in `values`, snake_case. */
  name: z.string(),
  label: z.string(),
  type: z.enum(['boolean', 'text']),
  pattern: z.string().optional(),
  /** Shown when a text does not match `pattern`. */
  message: z.string().optional(),
  /**
   * Characters the server drops before checking and storing a text, as a regular-expression character
   * class (e.g. `[\\s-]`): remove them (globally) and trim before testing `pattern`.
   */
  ignore: z.string().optional(),
  /** A text is needed (and checked) only when the boolean setting of this name is on. */
  requiredWhen: z.string().optional(),
  /** Shown when a needed text is empty. */
  requiredMessage: z.string().optional(),
});
export type PaymentSettingFieldDto = z.output<typeof paymentSettingFieldSchema>;

const settingValue = z.union([z.string().max(200), z.boolean()]);

/**
 * GET/PUT /api/users/profile/payment-settings: every installed payment method with the settings it
 * declares, and the caller's shop's values of them (defaults where unset).
 */
export const paymentSettingsSchema = z.object({
  methods: z.array(
    z.object({ id: paymentMethodIdSchema, label: z.string(), fields: z.array(paymentSettingFieldSchema) }),
  ),
  values: z.record(z.string(), settingValue),
});
export type PaymentSettingsDto = z.output<typeof paymentSettingsSchema>;

/** PUT body: the settings to change, by key (others keep their values); all are checked together. */
export const paymentSettingsBody = z.object({
  values: z.record(z.string().max(50), settingValue),
});
export type PaymentSettingsInput = z.output<typeof paymentSettingsBody>;

export const paymentWebhookAnswerSchema = z.object({
  received: z.literal(true),
  /** True when this event id was processed before (nothing changed). */
  duplicate: z.boolean(),
});
