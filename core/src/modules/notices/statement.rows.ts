import type { ReasonsInput, RestrictionKind, StatementDto } from '@torget/contract';
import type { Locale } from '@torget/i18n';

/** A statement of reasons as `STATEMENT_COLUMNS` reads it. */
export interface StatementRow {
  id: string;
  number: string;
  kind: RestrictionKind;
  notice_id: string | null;
  subject_id: string | null;
  subject_email: string;
  subject_name: string;
  subject_language: Locale | null;
  shop_name: string;
  product_id: string | null;
  product_name: string | null;
  facts: string;
  ground: ReasonsInput['ground'];
  ground_reference: string;
  ground_explanation: string;
  automated: boolean;
  created_at: Date;
  appeal_until: Date;
  can_appeal: boolean;
  appeal_text: string | null;
  appealed_at: Date | null;
  appeal_outcome: 'upheld' | 'reversed' | null;
  appeal_decided_at: Date | null;
  appeal_reasons: ReasonsInput | null;
}

/** How long after a decision its seller may appeal (docs/notices.md). */
export const APPEAL_WINDOW = '6 months';

/** Every column of a statement `s`, with its appeal deadline and whether an appeal can be sent now. */
export const STATEMENT_COLUMNS = `s.id, s.number::text, s.kind, s.notice_id, s.subject_id, s.subject_email,
  s.subject_name, s.subject_language, s.shop_name, s.product_id, s.product_name, s.facts, s.ground,
  s.ground_reference, s.ground_explanation, s.automated, s.created_at,
  s.created_at + interval '${APPEAL_WINDOW}' as appeal_until,
  (s.appealed_at is null and now() < s.created_at + interval '${APPEAL_WINDOW}'
    and s.kind <> 'delete_user') as can_appeal,
  s.appeal_text, s.appealed_at, s.appeal_outcome, s.appeal_decided_at, s.appeal_reasons`;

export const statementReference = (number: string | number) => `BES-${String(number).padStart(6, '0')}`;
export const noticeReference = (number: string | number) => `ANM-${String(number).padStart(6, '0')}`;

const iso = (date: Date | string) => new Date(date).toISOString();

const reasonsDto = (reasons: ReasonsInput, automated = false) => ({
  facts: reasons.facts,
  ground: reasons.ground,
  ground_reference: reasons.ground_reference,
  ground_explanation: reasons.ground_explanation,
  automated,
});

export function toStatementDto(row: StatementRow): StatementDto {
  return {
    _id: row.id,
    reference: statementReference(row.number),
    kind: row.kind,
    from_notice: row.notice_id !== null,
    product_name: row.product_name,
    shop_name: row.shop_name,
    reasons: reasonsDto(row, row.automated),
    no_reason_given: row.facts === '',
    created_at: iso(row.created_at),
    appeal_until: iso(row.appeal_until),
    can_appeal: row.can_appeal,
    appeal:
      row.appeal_text === null || row.appealed_at === null
        ? null
        : {
            text: row.appeal_text,
            sent_at: iso(row.appealed_at),
            outcome: row.appeal_outcome,
            decided_at: row.appeal_decided_at ? iso(row.appeal_decided_at) : null,
            reasons: row.appeal_reasons ? reasonsDto(row.appeal_reasons) : null,
          },
  };
}
