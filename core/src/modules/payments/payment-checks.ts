import { asFunction, asValue, type AwilixContainer } from 'awilix';
import type { Job, Queue } from 'pg-boss';
import type { Logger } from 'pino';
import { resolveSite } from '../../http/site';
import type { Cradle } from '../../kernel/cradle';
import type { JobQueue } from '../../shared/job-queue';

export const PAYMENT_CHECK_QUEUE = 'payment-check';

/**
 * About 25 minutes of asking: every 5–10 s at first, doubling up to a minute. A payment request at a
 * provider like Swish ends on its own within minutes (paid, declined or timed out), so by then the
 * answer is final.
 */
export const paymentCheckQueues: Queue[] = [
  {
    name: PAYMENT_CHECK_QUEUE,
    // One waiting check per order: a reloaded order page does not pile them up.
    policy: 'stately',
    retryLimit: 30,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 60,
    expireInSeconds: 60,
    retentionSeconds: 24 * 60 * 60,
    deleteAfterSeconds: 7 * 24 * 60 * 60,
  },
];

/** Thrown by a check that found the payment still open, so pg-boss asks again after its backoff. */
class StillPending extends Error {}

/**
 * The background check of payments that providers confirm on their own (`checkPayment`): started with
 * each payment, it asks the provider until the payment is final and settles a paid one — so an order
 * is marked paid even when the provider's callback never arrives.
 */
export class PaymentChecks {
  private started = false;

  constructor(
    private readonly deps: { jobs: JobQueue; logger: Logger },
    private readonly container: AwilixContainer<Cradle>,
  ) {}

  /** Queues a check of the order, unless one is already waiting for it. */
  async schedule(orderId: string): Promise<void> {
    const boss = await this.deps.jobs.ready();
    await boss.send(PAYMENT_CHECK_QUEUE, { orderId }, { singletonKey: orderId });
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const boss = await this.deps.jobs.ready();
    await boss.work<{ orderId: string }>(
      PAYMENT_CHECK_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: 2 },
      async ([job]) => this.run(job!),
    );
  }

  /** Stops asking (the jobs in hand finish; see JobQueue.stop). */
  async stop(): Promise<void> {
    this.started = false;
    await this.deps.jobs.stop();
  }

  /** Runs every check that is due now, in this call (tests, operators); answers how many ended. */
  async drain(): Promise<number> {
    const boss = await this.deps.jobs.ready();
    let ended = 0;
    for (;;) {
      const [job] = await boss.fetch<{ orderId: string }>(PAYMENT_CHECK_QUEUE, { batchSize: 1 });
      if (!job) return ended;
      const attempt = { id: job.id, retryCount: job.retryCount };
      try {
        await this.run(job);
        await boss.complete(PAYMENT_CHECK_QUEUE, attempt);
        ended += 1;
      } catch (error) {
        await boss.fail(PAYMENT_CHECK_QUEUE, attempt, { message: String(error) });
      }
    }
  }

  private async run(job: Job<{ orderId: string }>): Promise<void> {
    const { orm, config } = this.container.cradle;
    const scope = this.container.createScope<Cradle>();
    scope.register({
      em: asFunction(() => orm.em.fork()).scoped(),
      requestToken: asValue(undefined),
      requestId: asValue(`payment-check-${job.id}`),
      site: asValue(resolveSite(new URL(config.publicUrl).host, config.marketplaceHosts)),
      log: asValue(this.deps.logger.child({ job: job.id })),
    });
    try {
      const final = await scope.cradle.payments.checkInBackground(job.data.orderId);
      if (!final) throw new StillPending(`payment of order ${job.data.orderId} is still open`);
    } catch (error) {
      if (!(error instanceof StillPending))
        this.deps.logger.warn({ err: error, orderId: job.data.orderId }, 'payment check failed; will retry');
      throw error;
    } finally {
      await scope.dispose();
    }
  }
}
