import type { Instance } from 'autocannon';

/**
 * Every response time of one autocannon run, kept whole (a row of 8 s at a few thousand answers a second
 * is a few hundred kB), so a percentile is exact: autocannon's own summary has no p95 and rounds its
 * histogram to whole milliseconds. Times as autocannon measures them (request written → response read,
 * in ms with microseconds), 2xx answers only, as autocannon's latency figures count them.
 */
export class Latencies {
  private times = new Float64Array(1 << 14);
  private count = 0;

  /** Records the responses of `instance` from now on. */
  listen(instance: Instance): this {
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) this.record(responseTime);
    });
    return this;
  }

  record(ms: number): void {
    if (this.count === this.times.length) {
      const larger = new Float64Array(this.times.length * 2);
      larger.set(this.times);
      this.times = larger;
    }
    this.times[this.count++] = ms;
  }

  get size(): number {
    return this.count;
  }

  /**
   * The nearest-rank percentile (the smallest time at least `percent` % of the answers took no longer
   * than), in ms rounded to 0.1; NaN when nothing was recorded.
   */
  percentile(percent: number): number {
    if (this.count === 0) return Number.NaN;
    const sorted = this.times.slice(0, this.count).sort();
    const rank = Math.max(Math.ceil((percent / 100) * this.count), 1);
    return Math.round(sorted[rank - 1]! * 10) / 10;
  }
}
