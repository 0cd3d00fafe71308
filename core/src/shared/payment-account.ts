import type { TaxDetails } from '@torget/contract';
import { isValidIBAN } from 'ibantools';
import { ValidationError } from './errors';
import { msg } from './messages';

export type PaymentAccount = TaxDetails['account'];

/**
 * The server's half of the payment account rule (the contract's `paymentAccountBody` checks a bankgiro's check
 * digit): an IBAN's check digits and length per country, by ibantools. One check for the tax details and the
 * trader details; `field` is where the refusal lands in the form that sent it.
 */
export function checkPaymentAccount(account: PaymentAccount, field: string): void {
  if (account.kind === 'iban' && !isValidIBAN(account.number))
    throw new ValidationError(msg('tax.ibanInvalid'), field);
}
