import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppealDecisionInput, RestrictionInput, StatementDto } from '@torget/contract';
import { DEFAULT_LOCALE } from '@torget/i18n';
import type { AppConfig } from '../../config/env';
import { ConflictError, NotFoundError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { MailQueue } from '../mail/mail-queue';
import type { AccountErasureService } from '../privacy/account-erasure.service';
import type { ProductService } from '../products/product.service';
import type { UserAdminService } from '../users/user-admin.service';
import type { User } from '../users/user.entity';
import { appealDecisionMail } from './notice-mails';
import { STATEMENT_COLUMNS, statementReference, toStatementDto, type StatementRow } from './statement.rows';

interface Deps {
  em: EntityManager;
  config: AppConfig;
  mailQueue: MailQueue;
  products: ProductService;
  userAdmin: UserAdminService;
  accountErasure: AccountErasureService;
}

const notFound = () => new NotFoundError(msg('notices.statementNotFound'), 'STATEMENT_NOT_FOUND');

/** Statements of reasons: restrictions outside the queue, the seller's reading and appeal, the admin's answer. */
export class StatementService {
  constructor(private readonly deps: Deps) {}

  /** An admin's restriction outside the queue, through the owning module, with the admin's reasons. */
  async restrict(actor: User, input: RestrictionInput): Promise<StatementDto> {
    const statement = { id: randomUUID(), noticeId: null, reasons: input.reasons };
    if (input.kind === 'remove_listing') {
      await this.deps.products.remove(actor, input.target_id, statement);
    } else if (input.kind === 'delete_user') {
      await this.deps.accountErasure.deleteByAdmin(actor, input.target_id, statement);
    } else {
      const [user] = await this.deps.em.execute<{ is_seller: boolean }[]>(
        'select is_seller from users where id = ?',
        [input.target_id],
      );
      if (user && !user.is_seller) throw new ConflictError(msg('notices.shopClosed'), 'SHOP_CLOSED');
      await this.deps.userAdmin.update(actor, input.target_id, { is_seller: false }, statement);
    }
    return this.read(statement.id);
  }

  /** The caller's statements, newest first; the notifier is never among what they show. */
  async mine(user: User): Promise<StatementDto[]> {
    const rows = await this.deps.em.execute<StatementRow[]>(
      `select ${STATEMENT_COLUMNS} from statements s where s.subject_id = ? order by s.created_at desc`,
      [user.id],
    );
    return rows.map(toStatementDto);
  }

  /** Once, within six months, by the restricted user; a statement of someone else's is not found. */
  async appeal(user: User, id: string, text: string): Promise<StatementDto> {
    const [row] = await this.deps.em.execute<StatementRow[]>(
      `update statements s set appeal_text = ?, appealed_at = now()
       where s.id = ? and s.subject_id = ? and s.appealed_at is null and s.kind <> 'delete_user'
         and now() < s.created_at + interval '6 months'
       returning ${STATEMENT_COLUMNS}`,
      [text, id, user.id],
    );
    if (row) return toStatementDto(row);
    const mine = await this.find(id);
    if (mine.subject_id !== user.id) throw notFound();
    throw new ConflictError(msg('notices.cannotAppeal'), 'CANNOT_APPEAL');
  }

  /** Appeals waiting for a decision, oldest first. */
  async openAppeals(): Promise<StatementDto[]> {
    const rows = await this.deps.em.execute<StatementRow[]>(
      `select ${STATEMENT_COLUMNS} from statements s
       where s.appealed_at is not null and s.appeal_decided_at is null order by s.appealed_at`,
    );
    return rows.map(toStatementDto);
  }

  /**
   * The admin answers an appeal with a new statement. `reversed` undoes what can be undone: a closed,
   * restricted or suspended shop or account is opened again (a removed product is gone: its seller may
   * list it anew, which the statement says).
   */
  async decideAppeal(id: string, input: AppealDecisionInput): Promise<StatementDto> {
    const { em, mailQueue, config, userAdmin } = this.deps;
    const statement = await this.find(id);
    if (!statement.appealed_at || statement.appeal_decided_at)
      throw new ConflictError(msg('notices.noOpenAppeal'), 'NO_OPEN_APPEAL');
    const updated = await em.transactional(async (tx) => {
      const [row] = await tx.execute<StatementRow[]>(
        `update statements s set appeal_outcome = ?, appeal_decided_at = now(), appeal_reasons = ?
         where s.id = ? and s.appealed_at is not null and s.appeal_decided_at is null
         returning ${STATEMENT_COLUMNS}`,
        [input.outcome, JSON.stringify(input.reasons), id],
      );
      if (!row) throw new ConflictError(msg('notices.noOpenAppeal'), 'NO_OPEN_APPEAL');
      await mailQueue.enqueue(
        tx,
        appealDecisionMail(
          { email: row.subject_email, locale: row.subject_language ?? DEFAULT_LOCALE },
          {
            reference: statementReference(row.number),
            name: row.subject_name,
            outcome: input.outcome,
            reasons: input.reasons,
          },
          `${config.publicUrl}/decisions`,
        ),
      );
      return row;
    });
    const { kind, subject_id: subjectId } = updated;
    if (input.outcome === 'reversed' && subjectId && kind !== 'remove_listing' && kind !== 'delete_user')
      await userAdmin.lift(subjectId, kind);
    return toStatementDto(updated);
  }

  async read(id: string): Promise<StatementDto> {
    return toStatementDto(await this.find(id));
  }

  private async find(id: string): Promise<StatementRow> {
    const [row] = await this.deps.em.execute<StatementRow[]>(
      `select ${STATEMENT_COLUMNS} from statements s where s.id = ?`,
      [id],
    );
    if (!row) throw notFound();
    return row;
  }
}
