import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LOCALE, formatDate } from '@torget/i18n';
import type { ReasonsInput } from '@torget/contract';
import type { AppConfig } from '../../config/env';
import { ConflictError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { RestrictionApplied } from '../../shared/restriction-event';
import type { MailQueue } from '../mail/mail-queue';
import { illegalProductMail, noticeDecisionMail, statementMail } from './notice-mails';
import { noticeReference, STATEMENT_COLUMNS, statementReference, type StatementRow } from './statement.rows';
import { buyersOfProduct, traderDetails } from './trader-details';

/** Recorded for a restriction made through a call that brought no reasons: empty texts ("no reason given"). */
const NO_REASONS: ReasonsInput = { facts: '', ground: 'terms', ground_reference: '', ground_explanation: '' };

/**
 * Writes the statement of reasons of every restriction (the `restriction.applied` event) in the
 * transaction that makes it, and queues its mails there: to the seller; to the notifier when it decides
 * a notice; and, for a product removed under a law, to its buyers of the last six months (Art. 32).
 */
export class StatementRecorder {
  constructor(private readonly deps: { mailQueue: MailQueue; config: AppConfig }) {}

  async record(em: EntityManager, event: RestrictionApplied): Promise<void> {
    const reasons = event.statement?.reasons ?? NO_REASONS;
    const noticeId = event.statement?.noticeId ?? null;
    const { subject, product } = event;
    const [row] = await em.execute<StatementRow[]>(
      `insert into statements as s (id, kind, notice_id, subject_id, subject_email, subject_name,
         subject_language, shop_name, product_id, product_name, facts, ground, ground_reference,
         ground_explanation, decided_by, automated)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       returning ${STATEMENT_COLUMNS}`,
      [
        event.statement?.id ?? randomUUID(),
        event.kind,
        noticeId,
        // A deleted user's row goes in this transaction: the statement keeps the address, not the link.
        event.kind === 'delete_user' ? null : subject.userId,
        subject.email,
        subject.name,
        subject.language,
        subject.shopName,
        product?.id ?? null,
        product?.name ?? null,
        reasons.facts,
        reasons.ground,
        reasons.ground_reference,
        reasons.ground_explanation,
        event.actorId,
        event.actorId === null,
      ],
    );
    const statement = row!;
    const locale = subject.language ?? DEFAULT_LOCALE;
    await this.deps.mailQueue.enqueue(
      em,
      statementMail(
        { email: subject.email, locale },
        {
          reference: statementReference(statement.number),
          kind: event.kind,
          name: subject.name,
          shopName: subject.shopName,
          productName: product?.name ?? null,
          reasons,
          appealUntil: formatDate(statement.appeal_until, locale, 'long'),
          canAppeal: statement.can_appeal,
        },
        `${this.deps.config.publicUrl}/decisions`,
      ),
    );
    if (noticeId) await this.decideNotice(em, noticeId, event, reasons);
    if (event.kind === 'remove_listing' && product && reasons.ground === 'law')
      await this.tellBuyers(em, product, subject.userId, reasons);
  }

  /** Marks the notice decided; a notice another admin decided meanwhile fails the whole restriction. */
  private async decideNotice(
    em: EntityManager,
    noticeId: string,
    event: RestrictionApplied,
    reasons: ReasonsInput,
  ): Promise<void> {
    const [notice] = await em.execute<
      { number: string; notifier_name: string; notifier_email: string; notifier_language: string }[]
    >(
      `update notices set decision = ?, decided_at = now(), decided_by = ?, statement_id = ?
       where id = ? and decision is null
       returning number::text, notifier_name, notifier_email, notifier_language`,
      [event.kind, event.actorId, event.statement!.id, noticeId],
    );
    if (!notice) throw new ConflictError(msg('notices.alreadyDecided'), 'NOTICE_DECIDED');
    await this.deps.mailQueue.enqueue(
      em,
      noticeDecisionMail(
        { email: notice.notifier_email, locale: notice.notifier_language === 'en' ? 'en' : 'sv' },
        {
          reference: noticeReference(notice.number),
          name: notice.notifier_name,
          decision: event.kind,
          reasons,
        },
      ),
    );
  }

  /** Art. 32: the buyers of the last six months learn what was removed, who sold it and what they can do. */
  private async tellBuyers(
    em: EntityManager,
    product: { id: string; name: string },
    sellerId: string,
    reasons: ReasonsInput,
  ): Promise<void> {
    const trader = await traderDetails(em, sellerId);
    if (!trader) return;
    for (const buyer of await buyersOfProduct(em, product.id)) {
      await this.deps.mailQueue.enqueue(
        em,
        illegalProductMail(
          { email: buyer.email, locale: buyer.language ?? DEFAULT_LOCALE },
          { name: buyer.name, productName: product.name, trader, groundReference: reasons.ground_reference },
        ),
      );
    }
  }
}
