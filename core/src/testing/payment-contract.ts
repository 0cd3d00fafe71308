import { randomUUID } from 'node:crypto';
import { nextActionSchema, paymentMethodIdSchema } from '@torget/contract';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@torget/i18n';
import { localizeAction } from '../plugins/localize';
import {
  PaymentError,
  type NextAction,
  type PaymentOrder,
  type PaymentProvider,
  type PaymentShop,
  type VerifiedPayment,
} from '../plugins/payment.provider';

export interface PaymentContractSetup {
  provider: PaymentProvider;
  /**
   * A shop that takes this method: its values of the provider's declared settings (e.g.
   * `{ has_invoice: true, invoice_account: '5050-1055' }`). A shop at the defaults must not take it.
   */
  shopSettings: PaymentShop['settings'];
  /** Values that must never reach a browser (API secrets, keys), checked against `publicConfig()`. */
  secrets?: string[];
  /** Makes the provider consider a started payment approved by the payer; answers the input for confirmPayment. */
  approve?(started: NextAction): Promise<Record<string, unknown>>;
  /** A genuine webhook (body + headers) for a completed payment of `order` (providers with webhooks). */
  genuineWebhook?(
    order: PaymentOrder,
    started: NextAction,
  ): Promise<{ body: string; headers: Record<string, string> }>;
}

export interface PaymentCapabilities {
  confirm: boolean;
  webhooks: boolean;
  refund?: boolean;
  /** `checkPayment` and `cancelPayment`: the provider reads and withdraws an order's payment on its own. */
  check?: boolean;
}

const shop = (settings: PaymentShop['settings']): PaymentShop => ({
  id: '00000000-0000-4000-8000-00000000000a',
  name: 'Kontraktsbutiken',
  settings,
});
/** A shop with every setting at its default: it has switched no method on. */
const closedShop = () => shop({});

/** A new order each time: providers are idempotent per order, so tests must not share one. */
const order = (settings: PaymentShop['settings'], overrides: Partial<PaymentOrder> = {}): PaymentOrder => ({
  id: randomUUID(),
  reference: 'T00000000',
  returnUrl: 'http://localhost:8080/order/00000000-0000-4000-8000-00000000000b',
  totalOre: 123_450,
  currency: 'SEK',
  shop: shop(settings),
  ...overrides,
});

/** Whatever a provider does with a bad result, it must not be a COMPLETED payment for `ours`. */
async function notPaid(result: Promise<VerifiedPayment>, ours: PaymentOrder): Promise<void> {
  const outcome = await result.catch((error: unknown) => error);
  if (outcome instanceof Error) {
    // Refusals are PaymentErrors, so core answers the buyer with a 4xx and the provider's message.
    expect(outcome).toBeInstanceOf(PaymentError);
    return;
  }
  const payment = outcome as VerifiedPayment;
  expect(payment.status === 'COMPLETED' && payment.orderId === ours.id).toBe(false);
}

/**
 * The behaviour every payment provider plugin must have. Run it from the plugin's tests, against a local
 * fake of the provider's API:
 * `runPaymentProviderContract('paypal', { confirm: true, webhooks: true }, async () => ({ provider, approve }))`.
 */
export function runPaymentProviderContract(
  name: string,
  capabilities: PaymentCapabilities,
  setup: () => Promise<PaymentContractSetup>,
): void {
  describe(`payment provider contract: ${name}`, () => {
    it('names itself and has exactly the optional capabilities it declares', async () => {
      const { provider, shopSettings } = await setup();
      expect(provider.id).toMatch(/^[a-z0-9-]{1,50}$/);
      expect(paymentMethodIdSchema.safeParse(provider.method).success).toBe(true);
      expect(provider.label.sv.length).toBeGreaterThan(0);
      expect(provider.label.en.length).toBeGreaterThan(0);
      expect(typeof provider.confirmPayment === 'function').toBe(capabilities.confirm);
      expect(typeof provider.parseWebhook === 'function').toBe(capabilities.webhooks);
      expect(typeof provider.refund === 'function').toBe(capabilities.refund ?? false);
      expect(typeof provider.checkPayment === 'function').toBe(capabilities.check ?? false);
      expect(typeof provider.cancelPayment === 'function').toBe(capabilities.check ?? false);
      // The settings a shop needs for it are ones it declares, so sellers can set them in the generic form.
      const declared = new Map((provider.settings ?? []).map((field) => [field.name, field.type]));
      for (const [key, value] of Object.entries(shopSettings))
        expect(declared.get(key), `setting ${key}`).toBe(typeof value === 'boolean' ? 'boolean' : 'text');
    });

    it('is available only to shops that offer it', async () => {
      const { provider, shopSettings } = await setup();
      expect(provider.isAvailableFor(shop(shopSettings))).toBe(true);
      expect(provider.isAvailableFor(closedShop())).toBe(false);
    });

    it('tells the browser nothing secret', async () => {
      const { provider, secrets = [] } = await setup();
      const config = JSON.stringify(provider.publicConfig());
      expect(config).not.toMatch(/secret|password|private|token/i);
      for (const secret of secrets) expect(config).not.toContain(secret);
    });

    it('starts a payment with one of the next actions a storefront renders, again on reload, and refuses a shop without it', async () => {
      const { provider, shopSettings } = await setup();
      const ours = order(shopSettings);
      const started = await provider.startPayment(ours);
      // Exactly a documented kind in each language: nothing beyond what the contract names reaches the browser.
      for (const locale of LOCALES) {
        const shown = localizeAction(started, locale);
        expect(nextActionSchema.parse(shown)).toEqual(shown);
      }
      expect(JSON.parse(JSON.stringify(started))).toEqual(started);
      expect((await provider.startPayment(ours)).type).toBe(started.type);
      const refused = await provider.startPayment(order({}, { shop: closedShop() })).catch((error) => error);
      expect(refused).toBeInstanceOf(PaymentError);
      expect(refused).toMatchObject({ code: 'NOT_OFFERED' });
    });

    if (capabilities.confirm) {
      it('confirms an approved payment as COMPLETED for exactly this order and amount', async () => {
        const { provider, approve, shopSettings } = await setup();
        const ours = order(shopSettings);
        const input = await approve!(await provider.startPayment(ours));
        const payment = await provider.confirmPayment!(ours, input);
        expect(payment).toMatchObject({
          status: 'COMPLETED',
          orderId: ours.id,
          amountOre: 123_450,
          currency: 'SEK',
        });
        expect(payment.paymentId).toBeTruthy();
      });

      it('never confirms a forged, empty or unapproved result', async () => {
        const { provider, shopSettings } = await setup();
        const ours = order(shopSettings);
        const started = await provider.startPayment(ours);
        await notPaid(provider.confirmPayment!(ours, { orderID: 'FORGED-ID', status: 'COMPLETED' }), ours);
        await notPaid(provider.confirmPayment!(ours, {}), ours);
        await notPaid(provider.confirmPayment!(ours, { ...started }), ours);
      });
    }

    if (capabilities.webhooks) {
      it('reads a genuine webhook; a forged or altered one pays nothing', async () => {
        const { provider, genuineWebhook, shopSettings } = await setup();
        const ours = order(shopSettings);
        const genuine = await genuineWebhook!(ours, await provider.startPayment(ours));
        const event = await provider.parseWebhook!(genuine.body, genuine.headers);
        expect(event).toMatchObject({ type: 'payment.completed', orderId: ours.id });
        expect(event?.payment).toMatchObject({ status: 'COMPLETED', orderId: ours.id, amountOre: 123_450 });

        expect(await provider.parseWebhook!('not json', genuine.headers)).toBeNull();
        const other = randomUUID();
        const altered = await provider.parseWebhook!(
          genuine.body.replaceAll(ours.id, other),
          genuine.headers,
        );
        expect(altered?.orderId).not.toBe(other);
        const unsigned = await provider.parseWebhook!(genuine.body, {});
        expect(unsigned === null || unsigned.orderId === ours.id).toBe(true);
      });
    }

    if (capabilities.check) {
      it('reads where an order stands by itself: open, then paid for exactly this order; a cancelled one is never paid', async () => {
        const { provider, approve, shopSettings } = await setup();
        const ours = order(shopSettings);
        expect(await provider.checkPayment!(order(shopSettings))).toBeNull();
        const started = await provider.startPayment(ours);
        expect((await provider.checkPayment!(ours))?.status).toBe('PENDING');
        await approve!(started);
        expect(await provider.checkPayment!(ours)).toMatchObject({
          status: 'COMPLETED',
          orderId: ours.id,
          amountOre: 123_450,
          currency: 'SEK',
        });

        const withdrawn = order(shopSettings);
        const open = await provider.startPayment(withdrawn);
        await provider.cancelPayment!(withdrawn);
        await provider.cancelPayment!(withdrawn);
        await approve!(open).catch(() => undefined);
        expect((await provider.checkPayment!(withdrawn))?.status).not.toBe('COMPLETED');
      });
    }

    if (capabilities.refund) {
      it('refunds parts of a completed payment once per key, and never more than was paid', async () => {
        const { provider, approve, shopSettings } = await setup();
        const ours = order(shopSettings);
        const input = await approve!(await provider.startPayment(ours));
        const { paymentId } = await provider.confirmPayment!(ours, input);
        const part = {
          paymentId,
          orderId: ours.id,
          amountOre: 23_450,
          currency: 'SEK' as const,
          shop: ours.shop,
        };
        const first = await provider.refund!({ ...part, key: 'first' });
        expect(first).toMatchObject({ amountOre: 23_450 });
        expect(['COMPLETED', 'PENDING']).toContain(first.status);
        // A retry of the same refund refunds nothing more; a second refund of the same size does.
        expect((await provider.refund!({ ...part, key: 'first' })).refundId).toBe(first.refundId);
        expect((await provider.refund!({ ...part, key: 'second' })).refundId).not.toBe(first.refundId);
        // 1 234,50 kr paid, 469 kr refunded: 765,51 kr is more than is left.
        const tooMuch = provider.refund!({ ...part, amountOre: 76_551, key: 'third' });
        await expect(tooMuch).rejects.toBeInstanceOf(PaymentError);
      });
    }
  });
}
