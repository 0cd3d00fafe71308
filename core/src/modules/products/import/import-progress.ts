import type { ImportProgressDto, ImportStep } from '@torget/contract';

/** Reports per step at most about this many times (and always at its start and end): a smooth bar, few lines. */
const REPORTS_PER_STEP = 50;

/**
 * Counts an import's steps (rows checked, images fetched, rows written) for a caller that asked for its
 * progress (POST /api/products/import with `Accept: application/x-ndjson`, http/progress-answer.ts); without
 * one it only counts. A report lets the event loop run once, so its line goes out while the step still works
 * (checking rows is synchronous), not after it.
 */
export class ImportProgress {
  private step: ImportStep = 'check';
  private total = 0;
  private done = 0;
  private reported = 0;

  constructor(private readonly report?: (progress: ImportProgressDto) => void) {}

  start(step: ImportStep, total: number): void {
    Object.assign(this, { step, total, done: 0 });
    this.send();
  }

  async advance(count = 1): Promise<void> {
    this.done += count;
    const every = Math.ceil(this.total / REPORTS_PER_STEP);
    if (!this.report || (this.done < this.total && this.done - this.reported < every)) return;
    this.send();
    await new Promise(setImmediate);
  }

  /** Runs `work` on each product as one step counted in the file's rows. */
  async each<T extends { rows: unknown[] }>(step: ImportStep, products: T[], work: (product: T) => void) {
    this.start(
      step,
      products.reduce((rows, product) => rows + product.rows.length, 0),
    );
    for (const product of products) {
      work(product);
      await this.advance(product.rows.length);
    }
  }

  private send(): void {
    this.reported = this.done;
    this.report?.({ step: this.step, done: this.done, total: this.total });
  }
}
