import type { Dac7SellerDto, PlatformOperator, TaxDetails } from '@torget/contract';
import type { MessageTypeIndic, PlannedDocument } from './dac7-plan';

export type ReportedSeller = Dac7SellerDto & { details: TaxDetails };

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** `<name attrs>children</name>`; a string child is escaped text. */
function el(name: string, children: string | string[], attrs: Record<string, string> = {}): string {
  const attributes = Object.entries(attrs)
    .map(([key, value]) => ` ${key}="${escape(value)}"`)
    .join('');
  const body = Array.isArray(children) ? children.join('') : escape(children);
  return `<${name}${attributes}>${body}</${name}>`;
}

const dpi = (name: string, children: string | string[], attrs?: Record<string, string>) =>
  el(`dpi:${name}`, children, attrs);

function address(
  a: { street: string; postalCode: string; city: string; country: string },
  legal = 'OECD301',
) {
  return dpi(
    'Address',
    [
      dpi('CountryCode', a.country),
      dpi('AddressFix', [dpi('Street', a.street), dpi('PostCode', a.postalCode), dpi('City', a.city)]),
    ],
    { legalAddressType: legal },
  );
}

/** Swedish numbers as Skatteverket reads them: digits only; `issuedBy` on every TIN as the EU annotations ask. */
const tin = (value: string) => dpi('TIN', value.replace(/\D/g, ''), { issuedBy: 'SE' });

/** A part's DocSpec; CorrMessageRefId is never used (the schema says so), CorrDocRefId names the part corrected. */
function docSpec(doc: PlannedDocument) {
  return dpi('DocSpec', [
    el('stf:DocTypeIndic', doc.docTypeIndic),
    el('stf:DocRefId', doc.docRefId),
    ...(doc.corrDocRefId ? [el('stf:CorrDocRefId', doc.corrDocRefId)] : []),
  ]);
}

/** Whole SEK, as the schema's MonAmnt_Type (an integer with its currency). */
const amount = (name: string, sek: number) => dpi(name, String(Math.round(sek)), { currCode: 'SEK' });

function saleOfGoods(seller: ReportedSeller) {
  const q = seller.quarters;
  return dpi('SaleOfGoods', [
    dpi(
      'Consideration',
      q.map((quarter, i) => amount(`ConsQ${i + 1}`, quarter.consideration)),
    ),
    dpi(
      'NumberOfActivities',
      q.map((quarter, i) => dpi(`NumbQ${i + 1}`, String(quarter.sales))),
    ),
    dpi(
      'Fees',
      q.map((quarter, i) => amount(`FeesQ${i + 1}`, quarter.fees)),
    ),
    dpi(
      'Taxes',
      q.map((quarter, i) => amount(`TaxQ${i + 1}`, quarter.taxes)),
    ),
  ]);
}

function financialIdentifier(details: TaxDetails) {
  const { account } = details;
  return dpi('FinancialIdentifier', [
    dpi('Identifier', account.number, { AccountNumberType: account.kind === 'iban' ? 'IBAN' : 'Bankgiro' }),
    dpi('AccountHolderName', account.holder),
  ]);
}

function identity(details: TaxDetails) {
  if (details.kind === 'individual') {
    const [first, ...rest] = details.name.split(/\s+/);
    const last = rest.length ? rest.join(' ') : first!;
    return dpi('IndividualSeller', [
      dpi('Standard', [
        dpi('IndSellerID', [
          dpi('ResCountryCode', details.address.country),
          tin(details.tin),
          dpi('Name', [dpi('FirstName', first!), dpi('LastName', last)]),
          address(details.address, 'OECD302'),
          dpi('BirthInfo', [dpi('BirthDate', details.birthDate)]),
        ]),
        financialIdentifier(details),
      ]),
    ]);
  }
  return dpi('EntitySeller', [
    dpi('Standard', [
      dpi('EntSellerID', [
        dpi('ResCountryCode', details.address.country),
        tin(details.tin),
        // The EU asks an entity seller's business registration number beside its TIN.
        dpi('IN', details.tin.replace(/\D/g, ''), { issuedBy: 'SE', INType: 'BRN' }),
        ...(details.vatNumber ? [dpi('VAT', details.vatNumber)] : []),
        dpi('Name', details.name),
        address(details.address, 'OECD304'),
      ]),
      financialIdentifier(details),
      ...(details.permanentEstablishments.length
        ? [
            dpi(
              'PermanentEstablishments',
              details.permanentEstablishments.map((c) => dpi('PermanentEstablishment', c)),
            ),
          ]
        : []),
    ]),
  ]);
}

/**
 * The DPI XML file (OECD DPI schema v1.0) Skatteverket receives: MessageType DAC7, the message's kind (DPI401 a
 * first or additional report, DPI402 a correction, DPI403 nothing to report), the platform operator (resident in
 * Sweden: nexus RPONEX1) and one ReportableSeller per seller part, each with its DocSpec (dac7-plan.ts).
 * Element names and order follow the schema in shared/schemas/dpi; tests validate the output with xmllint.
 */
export function dpiXml(input: {
  year: number;
  messageRefId: string;
  typeIndic: MessageTypeIndic;
  documents: PlannedDocument[];
  now: Date;
}): string {
  const { year, messageRefId, typeIndic, documents } = input;
  const operatorDoc = documents.find((doc) => doc.sellerId === null)!;
  const operator = operatorDoc.content as PlatformOperator;
  const operatorTin = operator.tin.replace(/\D/g, '');
  const messageSpec = dpi('MessageSpec', [
    dpi('SendingEntityIN', operatorTin),
    dpi('TransmittingCountry', 'SE'),
    dpi('ReceivingCountry', 'SE'),
    dpi('MessageType', 'DAC7'),
    dpi('MessageRefId', messageRefId),
    dpi('MessageTypeIndic', typeIndic),
    dpi('ReportingPeriod', `${year}-12-31`),
    dpi('Timestamp', input.now.toISOString().replace(/\.\d{3}Z$/, '')),
  ]);
  const platformOperator = dpi('PlatformOperator', [
    dpi('ResCountryCode', operator.address.country),
    tin(operator.tin),
    dpi('IN', operatorTin, { issuedBy: 'SE', INType: 'BRN' }),
    dpi('Name', operator.name),
    address(operator.address, 'OECD304'),
    dpi('Nexus', 'RPONEX1'),
    docSpec(operatorDoc),
  ]);
  const reportable = documents
    .filter((doc) => doc.sellerId !== null)
    .map((doc) => {
      const seller = doc.content as ReportedSeller;
      return dpi('ReportableSeller', [
        dpi('Identity', [identity(seller.details)]),
        dpi('RelevantActivities', [saleOfGoods(seller)]),
        docSpec(doc),
      ]);
    });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    el('dpi:DPI_OECD', [messageSpec, dpi('DPIBody', [platformOperator, ...reportable])], {
      'xmlns:dpi': 'urn:oecd:ties:dpi:v1',
      'xmlns:stf': 'urn:oecd:ties:dpistf:v1',
      'xmlns:iso': 'urn:oecd:ties:isodpitypes:v1',
      version: '1.0',
    }) +
    '\n'
  );
}
