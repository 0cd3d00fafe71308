import type { PlatformOperator } from '@torget/contract';
import type { ReportedSeller } from './dac7-xml';

export type DocTypeIndic = 'OECD0' | 'OECD1' | 'OECD2' | 'OECD3';
export type MessageTypeIndic = 'DPI401' | 'DPI402' | 'DPI403';

/** One part of a message: the platform operator (no seller) or one reportable seller. */
export interface PlannedDocument {
  sellerId: string | null;
  docTypeIndic: DocTypeIndic;
  docRefId: string;
  corrDocRefId: string | null;
  content: PlatformOperator | ReportedSeller;
}

/** A part as it was sent in an earlier message of the year. */
export interface SentDocument {
  sellerId: string | null;
  docTypeIndic: DocTypeIndic;
  docRefId: string;
  content: PlatformOperator | ReportedSeller;
}

export interface PlannedMessage {
  typeIndic: MessageTypeIndic;
  documents: PlannedDocument[];
}

/** JSON with its keys sorted: jsonb hands objects back in its own key order. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stable((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** What Skatteverket is told about a seller: identity, TIN, account and quarterly figures (not the shop's name). */
const reportedPart = (seller: ReportedSeller) =>
  stable({ details: seller.details, quarters: seller.quarters });

/**
 * The next message of a year (docs/dac7.md, "Corrections"), following the OECD DPI user guide and the schema's
 * annotations on DocSpec:
 * - nothing sent yet: a first report, DPI401, every part new (OECD1); DPI403 when nobody is reportable;
 * - sent before: a correction, DPI402, of each seller whose reported part changed (OECD2) or who is no longer
 *   reportable (OECD3), each with a new DocRefId and CorrDocRefId naming the part's latest DocRefId. A message
 *   may not mix new parts with corrections, so sellers reported for the first time wait for a later DPI401 of
 *   additional information once the correction is sent;
 * - the platform operator is resent unchanged (OECD0, its DocRefId as sent) or corrected (OECD2).
 * Answers null when the year's sent messages already say everything.
 */
export function planMessage(input: {
  operator: PlatformOperator;
  reportable: ReportedSeller[];
  sent: SentDocument[];
  refOf: (part: string) => string;
}): PlannedMessage | null {
  const { operator, reportable, sent, refOf } = input;
  const latest = new Map<string | null, SentDocument>();
  for (const doc of sent) latest.set(doc.sellerId, doc);
  const live = (sellerId: string) => {
    const doc = latest.get(sellerId);
    return doc && doc.docTypeIndic !== 'OECD3' ? doc : undefined;
  };
  const fresh = (seller: ReportedSeller): PlannedDocument => ({
    sellerId: seller._id,
    docTypeIndic: 'OECD1',
    docRefId: refOf(seller._id),
    corrDocRefId: null,
    content: seller,
  });

  const sentOperator = latest.get(null);
  if (!sentOperator) {
    return {
      typeIndic: reportable.length ? 'DPI401' : 'DPI403',
      documents: [
        {
          sellerId: null,
          docTypeIndic: 'OECD1',
          docRefId: refOf('PO'),
          corrDocRefId: null,
          content: operator,
        },
        ...reportable.map(fresh),
      ],
    };
  }

  const corrections: PlannedDocument[] = [];
  for (const seller of reportable) {
    const before = live(seller._id);
    if (before && reportedPart(before.content as ReportedSeller) !== reportedPart(seller))
      corrections.push({
        sellerId: seller._id,
        docTypeIndic: 'OECD2',
        docRefId: refOf(seller._id),
        corrDocRefId: before.docRefId,
        content: seller,
      });
  }
  const stillReportable = new Set(reportable.map((seller) => seller._id));
  for (const [sellerId, before] of latest) {
    if (sellerId === null || stillReportable.has(sellerId) || !live(sellerId)) continue;
    corrections.push({
      sellerId,
      docTypeIndic: 'OECD3',
      docRefId: refOf(sellerId),
      corrDocRefId: before.docRefId,
      content: before.content,
    });
  }
  const operatorChanged = stable(sentOperator.content) !== stable(operator);
  const operatorDoc: PlannedDocument = operatorChanged
    ? {
        sellerId: null,
        docTypeIndic: 'OECD2',
        docRefId: refOf('PO'),
        corrDocRefId: sentOperator.docRefId,
        content: operator,
      }
    : {
        sellerId: null,
        docTypeIndic: 'OECD0',
        docRefId: sentOperator.docRefId,
        corrDocRefId: null,
        content: sentOperator.content,
      };
  if (corrections.length || operatorChanged)
    return { typeIndic: 'DPI402', documents: [operatorDoc, ...corrections] };

  const additions = reportable.filter((seller) => !live(seller._id)).map(fresh);
  if (additions.length) return { typeIndic: 'DPI401', documents: [operatorDoc, ...additions] };
  return null;
}
