import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminNoticeDto, DecisionInput, NoticeInput } from '@torget/contract';
import type { Locale } from '@torget/i18n';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { RateLimits } from '../../shared/rate-limits';
import type { MailQueue } from '../mail/mail-queue';
import type { ProductService } from '../products/product.service';
import type { UserAdminService } from '../users/user-admin.service';
import type { User } from '../users/user.entity';
import { noticeDecisionMail, noticeReceiptMail } from './notice-mails';
import { FROM_NOTICES, NOTICE_COLUMNS, toAdminNoticeDto, type NoticeRow } from './notice.rows';
import { noticeReference } from './statement.rows';
import { resolveTarget } from './notice-target';

interface Deps {
  em: EntityManager;
  rateLimits: RateLimits;
  mailQueue: MailQueue;
  products: ProductService;
  userAdmin: UserAdminService;
}

const notFound = () => new NotFoundError(msg('notices.notFound'), 'NOTICE_NOT_FOUND');

/** Reports of illegal content and the decisions on them (docs/notices.md). */
export class NoticeService {
  constructor(private readonly deps: Deps) {}

  /**
   * Anyone may report; counted per client address and per notifier email before anything is stored, so a
   * flood is refused (429) whichever of the two it varies. The receipt is mailed in the asker's language.
   */
  async report(input: NoticeInput, ip: string, locale: Locale): Promise<{ reference: string }> {
    const { em, rateLimits, mailQueue } = this.deps;
    await rateLimits.consume('notice:ip', ip);
    await rateLimits.consume('notice:mail', input.email);
    const target = await resolveTarget(em, input.url);
    return em.transactional(async (tx) => {
      const [row] = await tx.execute<{ number: string }[]>(
        `insert into notices (id, category, explanation, url, product_id, product_name, shop_id, shop_name,
           notifier_name, notifier_email, notifier_language)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning number::text`,
        [
          randomUUID(),
          input.category,
          input.explanation,
          input.url,
          target.productId,
          target.productName,
          target.shopId,
          target.shopName,
          input.name,
          input.email,
          locale,
        ],
      );
      const reference = noticeReference(row!.number);
      await mailQueue.enqueue(tx, noticeReceiptMail({ email: input.email, locale }, { ...input, reference }));
      return { reference };
    });
  }

  /** Open notices oldest first (the queue); decided ones newest first. */
  async queue(status: 'open' | 'decided'): Promise<AdminNoticeDto[]> {
    const rows = await this.deps.em.execute<NoticeRow[]>(
      `select ${NOTICE_COLUMNS} ${FROM_NOTICES}
       where ${status === 'open' ? 'n.decision is null' : 'n.decision is not null'}
       order by n.created_at ${status === 'open' ? 'asc' : 'desc'}, n.number limit 200`,
    );
    return rows.map(toAdminNoticeDto);
  }

  async get(id: string): Promise<AdminNoticeDto> {
    const [row] = await this.deps.em.execute<NoticeRow[]>(
      `select ${NOTICE_COLUMNS} ${FROM_NOTICES} where n.id = ?`,
      [id],
    );
    if (!row) throw notFound();
    return toAdminNoticeDto(row);
  }

  /**
   * A decision restricts through the module that owns what it restricts (products, users); that module
   * publishes the restriction, whose statement (with this notice's id) marks the notice decided in the
   * same transaction. "No action" needs no statement; the notifier is told either way.
   */
  async decide(actor: User, id: string, input: DecisionInput): Promise<AdminNoticeDto> {
    const notice = await this.get(id);
    if (notice.decision) throw new ConflictError(msg('notices.alreadyDecided'), 'NOTICE_DECIDED');
    if (input.decision === 'no_action') await this.noAction(actor, id);
    else {
      if (!input.reasons) throw new ValidationError(msg('notices.reasonsRequired'), 'reasons');
      const statement = { id: randomUUID(), noticeId: id, reasons: input.reasons };
      const shopId = notice.shop?._id;
      if (input.decision === 'remove_listing') {
        if (!notice.product) throw new ConflictError(msg('notices.productGone'), 'PRODUCT_GONE');
        await this.deps.products.remove(actor, notice.product._id, statement);
      } else if (!shopId) {
        throw new ConflictError(msg('notices.shopGone'), 'SHOP_GONE');
      } else if (input.decision === 'suspend_shop') {
        if (!notice.shop?.is_seller) throw new ConflictError(msg('notices.shopClosed'), 'SHOP_CLOSED');
        await this.deps.userAdmin.update(actor, shopId, { is_seller: false }, statement);
      } else {
        await this.deps.userAdmin.restrict(actor, shopId, input.decision, statement);
      }
    }
    return this.get(id);
  }

  private async noAction(actor: User, id: string): Promise<void> {
    await this.deps.em.transactional(async (tx) => {
      const [notice] = await tx.execute<
        { number: string; notifier_name: string; notifier_email: string; notifier_language: Locale }[]
      >(
        `update notices set decision = 'no_action', decided_at = now(), decided_by = ?
         where id = ? and decision is null
         returning number::text, notifier_name, notifier_email, notifier_language`,
        [actor.id, id],
      );
      if (!notice) throw new ConflictError(msg('notices.alreadyDecided'), 'NOTICE_DECIDED');
      await this.deps.mailQueue.enqueue(
        tx,
        noticeDecisionMail(
          { email: notice.notifier_email, locale: notice.notifier_language },
          {
            reference: noticeReference(notice.number),
            name: notice.notifier_name,
            decision: 'no_action',
            reasons: null,
          },
        ),
      );
    });
  }
}
