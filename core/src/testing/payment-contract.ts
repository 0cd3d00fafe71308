import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PaymentOrder, PaymentProvider, PaymentShop } from '../plugins/payment.provider';

export interface PaymentContractSetup {
  provider: PaymentProvider;
  /** Makes the provider consider a started payment approved by the payer; answers the input for confirmPayment. */
  approve?(started: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** A signed, genuine webhook body + headers for a completed payment of `order` (providers with webhooks). */
  genuineWebhook?(
    order: PaymentOrder,
    started: Record<string, unknown>,
  ): Promise<{ body: string; headers: Record<string, string> }>;
}

const shop = (overrides: Partial<PaymentShop> = {}): PaymentShop => ({
  id: '00000000-0000-4000-8000-00000000000a',
  name: 'Kontraktsbutiken',
  hasSwish: true,
  swishNumber: '1231181189',
  hasPaypal: true,
  ...overrides,
});

/** A new order each time: providers are idempotent per order, so tests must not share one. */
const order = (overrides: Partial<PaymentOrder> = {}): PaymentOrder => ({
  id: randomUUID(),
  reference: 'T00000000',
  totalOre: 123_450,
  currency: 'SEK',
  shop: shop(),
  ...overrides,
});

/**
 * The behaviour every payment provider plugin must have. Run it from the plugin's tests:
 * `runPaymentProviderContract('paypal', { confirm: true, webhooks: true }, async () => ({ provider, approve }))`.
 */
export function runPaymentProviderContract(
  name: string,
  capabilities: { confirm: boolean; webhooks: boolean },
  setup: () => Promise<PaymentContractSetup>,
): void {
  describe(`payment provider contract: ${name}`, () => {
    it('names itself and the order payment method it serves', async () => {
      const { provider } = await setup();
      expect(provider.id).toMatch(/^[a-z0-9-]+$/);
      expect(['PayPal', 'Swish']).toContain(provider.method);
      expect(provider.label.length).toBeGreaterThan(0);
      expect(typeof provider.confirmPayment === 'function').toBe(capabilities.confirm);
      expect(typeof provider.parseWebhook === 'function').toBe(capabilities.webhooks);
    });

    it('is available only to shops that offer it', async () => {
      const { provider } = await setup();
      expect(provider.isAvailableFor(shop())).toBe(true);
      expect(provider.isAvailableFor(shop({ hasSwish: false, swishNumber: '', hasPaypal: false }))).toBe(
        false,
      );
    });

    it('tells the browser nothing secret', async () => {
      const { provider } = await setup();
      expect(JSON.stringify(provider.publicConfig())).not.toMatch(/secret|password|private|token/i);
    });

    it("starts a payment for the order's own amount and refuses a shop that does not offer it", async () => {
      const { provider } = await setup();
      const started = await provider.startPayment(order());
      expect(typeof started).toBe('object');
      if ('amount' in started) expect(started.amount).toBe(1234.5);
      const closed = order({ shop: shop({ hasSwish: false, swishNumber: '', hasPaypal: false }) });
      await expect(provider.startPayment(closed)).rejects.toThrow();
    });

    if (capabilities.confirm) {
      it('confirms an approved payment as COMPLETED for exactly this order and amount', async () => {
        const { provider, approve } = await setup();
        const ours = order();
        const started = await provider.startPayment(ours);
        const input = await approve!(started);
        const payment = await provider.confirmPayment!(ours, input);
        expect(payment).toMatchObject({
          status: 'COMPLETED',
          orderId: ours.id,
          amountOre: 123_450,
          currency: 'SEK',
        });
      });

      it('never confirms a forged or unapproved result', async () => {
        const { provider } = await setup();
        const ours = order();
        const started = await provider.startPayment(ours);
        const forged = provider.confirmPayment!(ours, { orderID: 'FORGED-ID', status: 'COMPLETED' });
        await expect(forged.then((p) => p.status)).rejects.toThrow();
        const unapproved = await provider.confirmPayment!(ours, started).catch(() => undefined);
        expect(unapproved?.status).not.toBe('COMPLETED');
      });
    }

    if (capabilities.webhooks) {
      it('accepts a genuine webhook and rejects one it cannot verify', async () => {
        const { provider, genuineWebhook } = await setup();
        const ours = order();
        const started = await provider.startPayment(ours);
        const genuine = await genuineWebhook!(ours, started);
        const event = await provider.parseWebhook!(genuine.body, genuine.headers);
        expect(event).toMatchObject({ type: 'payment.completed', orderId: ours.id });
        expect(
          await provider.parseWebhook!(genuine.body, {
            ...genuine.headers,
            'paypal-transmission-sig': 'forged',
          }),
        ).toBeNull();
        expect(await provider.parseWebhook!('not json', {})).toBeNull();
      });
    }
  });
}
