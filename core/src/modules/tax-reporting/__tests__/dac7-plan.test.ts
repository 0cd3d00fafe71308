import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PlatformOperator, TaxDetails } from '@torget/contract';
import { describe, expect, it } from 'vitest';
import { planMessage, type PlannedMessage, type SentDocument } from '../dac7-plan';
import { dpiXml, type ReportedSeller } from '../dac7-xml';

/** The OECD DPI XML schema v1.0 (shared/ beside the repository). */
const SCHEMA = path.resolve(import.meta.dirname, '../../../../../../shared/schemas/dpi/DPIXML_v1.0.xsd');

const operator: PlatformOperator = {
  name: 'Torget Marknadsplats AB',
  tin: '556016-0680',
  address: { street: 'Drottninggatan 1', postalCode: '111 51', city: 'Stockholm', country: 'SE' },
};
const details = (name: string): TaxDetails => ({
  kind: 'entity',
  name,
  tin: '556036-0793',
  vatNumber: '',
  address: { street: 'Hamngatan 2', postalCode: '411 38', city: 'Göteborg', country: 'SE' },
  permanentEstablishments: [],
  account: { kind: 'bankgiro', number: '5050-1055', holder: name },
});
const seller = (id: string, sales: number): ReportedSeller => ({
  _id: id,
  shopName: `Butik ${id}`,
  quarters: [
    { sales, consideration: sales * 100, fees: 74.75, taxes: 0 },
    { sales: 0, consideration: 0, fees: 74.75, taxes: 0 },
    { sales: 0, consideration: 0, fees: 74.75, taxes: 0 },
    { sales: 0, consideration: 0, fees: 74.75, taxes: 0 },
  ],
  sales,
  consideration: sales * 100,
  reportable: true,
  hasTaxDetails: true,
  details: details(`Butik ${id} AB`),
});
const refOf = (message: string) => (part: string) => `${message}-${part}`;

/** What a message sent said, as the year's sent documents keep it. */
const sent = (message: PlannedMessage): SentDocument[] =>
  message.documents.map(({ sellerId, docTypeIndic, docRefId, content }) => ({
    sellerId,
    docTypeIndic,
    docRefId,
    content,
  }));
const parts = (message: PlannedMessage | null) =>
  message?.documents.map((doc) => [doc.sellerId ?? 'PO', doc.docTypeIndic, doc.docRefId, doc.corrDocRefId]);

function expectValid(message: PlannedMessage, ref: string) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'dac7-plan-')), 'dpi.xml');
  writeFileSync(file, dpiXml({ year: 2025, messageRefId: ref, ...message, now: new Date() }));
  expect(
    execFileSync('xmllint', ['--noout', '--schema', SCHEMA, file], { encoding: 'utf8', stdio: 'pipe' }),
  ).toBe('');
}

describe('the next DAC7 message of a year (dac7-plan.ts)', () => {
  const first = planMessage({
    operator,
    reportable: [seller('a', 30), seller('b', 40)],
    sent: [],
    refOf: refOf('M1'),
  })!;

  it('is a first report of every part before anything is sent, or nothing to report', () => {
    expect(first.typeIndic).toBe('DPI401');
    expect(parts(first)).toEqual([
      ['PO', 'OECD1', 'M1-PO', null],
      ['a', 'OECD1', 'M1-a', null],
      ['b', 'OECD1', 'M1-b', null],
    ]);
    const nil = planMessage({ operator, reportable: [], sent: [], refOf: refOf('M0') })!;
    expect(nil.typeIndic).toBe('DPI403');
    expectValid(nil, 'M0');
  });

  it('is nothing once everything is sent, whatever order jsonb gave back the keys in', () => {
    // jsonb keeps an object's keys in its own order: the comparison must not care.
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([key, inner]) => [key, reversed(inner)]),
            )
          : value;
    const kept = sent(first).map((doc) => ({ ...doc, content: reversed(doc.content) as typeof doc.content }));
    expect(JSON.stringify(kept[1]!.content)).not.toBe(JSON.stringify(first.documents[1]!.content));
    expect(
      planMessage({
        operator,
        reportable: [seller('a', 30), seller('b', 40)],
        sent: kept,
        refOf: refOf('M2'),
      }),
    ).toBeNull();
  });

  it('corrects only the changed part once sent, resending the operator; a new seller waits for a later DPI401', () => {
    const correction = planMessage({
      operator,
      reportable: [seller('a', 31), seller('b', 40), seller('c', 35)],
      sent: sent(first),
      refOf: refOf('M2'),
    })!;
    expect(correction.typeIndic).toBe('DPI402');
    expect(parts(correction)).toEqual([
      ['PO', 'OECD0', 'M1-PO', null],
      ['a', 'OECD2', 'M2-a', 'M1-a'],
    ]);
    expectValid(correction, 'M2');

    const additional = planMessage({
      operator,
      reportable: [seller('a', 31), seller('b', 40), seller('c', 35)],
      sent: [...sent(first), ...sent(correction)],
      refOf: refOf('M3'),
    })!;
    expect(additional.typeIndic).toBe('DPI401');
    expect(parts(additional)).toEqual([
      ['PO', 'OECD0', 'M1-PO', null],
      ['c', 'OECD1', 'M3-c', null],
    ]);
    expectValid(additional, 'M3');
  });

  it('corrects the operator (OECD2) and deletes a seller no longer reportable (OECD3), who may come back as new', () => {
    const moved = { ...operator, address: { ...operator.address, street: 'Kungsgatan 5' } };
    const correction = planMessage({
      operator: moved,
      reportable: [seller('a', 30)],
      sent: sent(first),
      refOf: refOf('M2'),
    })!;
    expect(correction.typeIndic).toBe('DPI402');
    expect(parts(correction)).toEqual([
      ['PO', 'OECD2', 'M2-PO', 'M1-PO'],
      ['b', 'OECD3', 'M2-b', 'M1-b'],
    ]);
    expectValid(correction, 'M2');

    const back = planMessage({
      operator: moved,
      reportable: [seller('a', 30), seller('b', 45)],
      sent: [...sent(first), ...sent(correction)],
      refOf: refOf('M3'),
    })!;
    expect(parts(back)).toEqual([
      ['PO', 'OECD0', 'M2-PO', null],
      ['b', 'OECD1', 'M3-b', null],
    ]);
  });
});
