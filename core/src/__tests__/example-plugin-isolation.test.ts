import { expect, it } from 'vitest';
import { codeWords } from './code-words';

/**
 * plugins/payment-example proves that a payment method arrives whole as a plugin. Its package, provider
 * and method id, setting, label and variables, as they appear in plugins/payment-example/src: none of
 * them may be known to core, the contract, the apps or the ui kit, or the proof proves nothing.
 */
const EXAMPLE = [
  /payment-example/i,
  /EXAMPLE_PSP/i,
  /^example$/, // the provider id, as a whole string (its webhook URL is /api/hooks/payment/example)
  /^Invoice$/, // the method id
  /has_invoice/i,
  /Invoice or bank payment/i,
  /x-example-signature/i,
];

it('core, contract, storefront, admin-ui and ui do not mention the example payment plugin', () => {
  const words = codeWords(['core/src', 'contract/src', 'storefront/src', 'admin-ui/src', 'ui/src']);
  const mentions = words.filter((word) => EXAMPLE.some((pattern) => pattern.test(word.text)));
  expect(mentions.map((word) => `${word.file}:${word.line} ${JSON.stringify(word.text)}`)).toEqual([]);
  // The scan reads the apps too (else it would pass by reading nothing).
  expect(words.some((word) => word.file.startsWith('storefront/src/') && word.text === 'PaymentPanel')).toBe(
    true,
  );
});
