import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import boundaries of eslint.config.js, read from the config itself and tried on imports it must refuse. */
const root = path.resolve(import.meta.dirname, '../../..');
const config = pathToFileURL(path.join(root, 'eslint.config.js')).href;
const eslint = new ESLint({ cwd: root });

/** The rules that fired on `code` as if it were the file `file` (relative to the repo). */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('core module layers', () => {
  it('name every folder under core/src/modules, so none escapes the boundaries', async () => {
    const { moduleLayers } = (await import(config)) as { moduleLayers: string[][] };
    const folders = readdirSync(path.join(root, 'core/src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const layered = moduleLayers.flat();
    expect(folders.filter((folder) => !layered.includes(folder))).toEqual([]);
    expect(new Set(layered).size).toBe(layered.length);
  });

  it('refuse a module importing one of its own layer or above, and allow one below', async () => {
    const fromUsers = await refusals(
      'core/src/modules/users/probe.ts',
      "import { OrderService } from '../orders/order.service';\nexport { OrderService };\n",
    );
    expect(fromUsers.join('\n')).toMatch(
      /no-restricted-imports: .*The users module may import only modules below it/,
    );
    const fromOverview = await refusals(
      'core/src/modules/overview/probe.ts',
      "import { PaymentService } from '../payments/payment.service';\nexport { PaymentService };\n",
    );
    expect(fromOverview.join('\n')).toMatch(/The overview module may import only modules below it/);
    const below = await refusals(
      'core/src/modules/overview/probe.ts',
      "import { OrderService } from '../orders/order.service';\nexport { OrderService };\n",
    );
    expect(below).toEqual([]);
  });
});

describe("the apps' shared code", () => {
  const cases = [
    ['storefront/src/components/shell/probe.tsx', "from '../../features/catalog/api/get-product'"],
    ['storefront/src/lib/probe.ts', "from '../features/cart/api/cart'"],
    ['admin-ui/src/components/probe.tsx', "from '../features/auth/components/sign-in-form'"],
    ['admin-ui/src/lib/nested/probe.ts', "from '../../features/users/api/users'"],
  ] as const;

  it.each(cases)('%s imports no feature', async (file, from) => {
    const found = await refusals(file, `import { x } ${from};\nexport const y = x;\n`);
    expect(found.join('\n')).toMatch(
      /no-restricted-imports: .*src\/components and src\/lib .* import none of them/,
    );
  });

  it('may import other shared code', async () => {
    expect(
      await refusals(
        'storefront/src/components/shell/probe.tsx',
        "import { x } from '../../lib/categories';\nexport const y = x;\n",
      ),
    ).toEqual([]);
  });
});
