import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { announceChange, useRefreshOn } from './data-changed';

describe('"my data changed" (lib/data-changed.ts)', () => {
  it('runs the mounted subscribers of that change only, waits for them, and forgets a component once it unmounts', async () => {
    const calls: string[] = [];
    let finish = () => {};
    const shop = renderHook(() =>
      useRefreshOn(
        'shop',
        () => new Promise<void>((resolve) => (finish = () => resolve(void calls.push('shop')))),
        'shop-page',
      ),
    );
    renderHook(() => useRefreshOn('catalogue', () => calls.push('catalogue'), 'listing'));

    let settled = false;
    const announced = announceChange('shop').then(() => (settled = true));
    await Promise.resolve();
    expect([calls, settled]).toEqual([[], false]);
    finish();
    await announced;
    expect(calls).toEqual(['shop']);

    shop.unmount();
    await announceChange('shop');
    await announceChange('catalogue');
    expect(calls).toEqual(['shop', 'catalogue']);
  });

  it('fetches again on its next mount what was announced stale while it was not on screen, and only that', async () => {
    const calls: string[] = [];
    const list = () =>
      renderHook(() => useRefreshOn('catalogue', () => calls.push('own-products'), 'own-products'));
    const first = list();
    expect(calls).toEqual([]);
    first.unmount();
    await announceChange('catalogue');
    list().unmount();
    expect(calls).toEqual(['own-products']);
    list();
    expect(calls).toEqual(['own-products']);
  });
});
