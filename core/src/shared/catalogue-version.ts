/**
 * A counter bumped whenever anything that decides which products a listing shows changes
 * (a product write, a review, a shop opened or closed, a seller deleted). Cached listing counts are
 * keyed by it, so a write in this process invalidates them at once.
 */
export class CatalogueVersion {
  private value = 0;

  get current(): number {
    return this.value;
  }

  bump(): void {
    this.value += 1;
  }
}
