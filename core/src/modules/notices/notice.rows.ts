import type { AdminNoticeDto, DecisionKind, NoticeCategory } from '@torget/contract';
import { oreToSek } from '../../shared/money';
import { noticeReference, STATEMENT_COLUMNS, toStatementDto, type StatementRow } from './statement.rows';

/** A notice as `NOTICE_COLUMNS` reads it, with the reported listing as it is now. */
export interface NoticeRow {
  id: string;
  number: string;
  category: NoticeCategory;
  explanation: string;
  url: string;
  product_id: string | null;
  product_name: string | null;
  product_image: string | null;
  product_price_ore: number | null;
  product_description: string | null;
  shop_id: string | null;
  shop_name: string;
  shop_open: boolean | null;
  notifier_name: string;
  notifier_email: string;
  created_at: Date;
  decision: DecisionKind | null;
  decided_at: Date | null;
  statement: StatementRow | null;
}

/** The notice `n`, the product `p` and shop `u` it reports (when they still exist) and its statement. */
export const NOTICE_COLUMNS = `n.id, n.number::text, n.category, n.explanation, n.url, n.product_id,
  coalesce(p.name, n.product_name) as product_name, p.image as product_image,
  p.price_ore as product_price_ore, p.description as product_description,
  n.shop_id, coalesce(u.seller_name, n.shop_name) as shop_name, u.is_seller as shop_open,
  n.notifier_name, n.notifier_email, n.created_at, n.decision, n.decided_at,
  (select row_to_json(x) from (select ${STATEMENT_COLUMNS} from statements s where s.id = n.statement_id) x)
    as statement`;

export const FROM_NOTICES = `from notices n left join products p on p.id = n.product_id
  left join users u on u.id = n.shop_id`;

const iso = (date: Date | string) => new Date(date).toISOString();

export function toAdminNoticeDto(row: NoticeRow): AdminNoticeDto {
  return {
    _id: row.id,
    reference: noticeReference(row.number),
    category: row.category,
    explanation: row.explanation,
    url: row.url,
    notifier_name: row.notifier_name,
    notifier_email: row.notifier_email,
    created_at: iso(row.created_at),
    product:
      row.product_id && row.product_price_ore !== null
        ? {
            _id: row.product_id,
            name: row.product_name ?? '',
            image: row.product_image ?? '',
            price: oreToSek(row.product_price_ore),
            description: row.product_description ?? '',
          }
        : null,
    shop: row.shop_id ? { _id: row.shop_id, name: row.shop_name, is_seller: Boolean(row.shop_open) } : null,
    decision: row.decision,
    decided_at: row.decided_at ? iso(row.decided_at) : null,
    statement: row.statement ? toStatementDto(row.statement) : null,
  };
}
