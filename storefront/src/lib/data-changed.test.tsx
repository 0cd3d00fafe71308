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
      ),
    );
    renderHook(() => useRefreshOn('catalogue', () => calls.push('catalogue')));

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
});
