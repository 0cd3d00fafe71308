// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The feature boundaries in eslint.config.js (featureBoundaries) fire: in both apps a feature importing another
 * feature, or the app, is an error; its own files, lib/, components/ and app/ importing features are not.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = [thing];\n`, {
    filePath: path.join(repoRoot, file),
  });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('feature boundaries (eslint.config.js)', () => {
  // The first lint loads the whole configuration and its plugins: seconds on a busy machine.
  beforeAll(() => boundaryErrors('storefront/src/lib/warm-up.ts', 'const thing = 1;'), 60_000);

  it.each([
    [
      'storefront/src/features/cart/components/cart-line.ts',
      "import { thing } from '../../catalog/api/get-products';",
    ],
    ['storefront/src/features/cart/cart.ts', "import { thing } from '../checkout/api/shipping';"],
    ['storefront/src/features/cart/api/deep/more.ts', "import { thing } from '../../../seller-orders';"],
    [
      'storefront/src/features/cart/api/cart.ts',
      "import { thing } from '../../../features/orders/api/orders';",
    ],
    ['storefront/src/features/cart/components/cart-line.ts', "import { thing } from '../../../app/router';"],
    [
      'admin-ui/src/features/users/components/user-table.ts',
      "import { thing } from '../../orders/api/orders';",
    ],
    ['admin-ui/src/features/users/users.ts', "import type { thing } from '../products/api/products';"],
  ])('refuses %s: %s', async (file, source) => {
    const errors = await boundaryErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/imports no other feature and not the app/);
  });

  it.each([
    [
      'storefront/src/features/cart/components/cart-line.ts',
      "import { thing } from '../api/get-cart-products';",
    ],
    [
      'storefront/src/features/orders/components/payment/panel.ts',
      "import { thing } from '../../api/payments';",
    ],
    ['storefront/src/features/cart/components/cart-line.ts', "import { thing } from '../../../lib/session';"],
    [
      'storefront/src/features/cart/components/cart-line.ts',
      "import { thing } from '../../../components/page-state';",
    ],
    [
      'storefront/src/app/routes/cart.route.ts',
      "import { thing } from '../../features/cart/api/get-cart-products';",
    ],
    ['admin-ui/src/features/users/components/user-table.ts', "import { thing } from '@torget/ui';"],
  ])('allows %s: %s', async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });
});
