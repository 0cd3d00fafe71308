import type { NoticeCategory, ReasonsInput, RestrictionKind } from '@torget/contract';
import type { MailMessage } from '../../plugins/mail.provider';
import type { MessageId } from '../../shared/messages';
import { compose } from '../mail/templates/layout';
import { mailT, type MailT, type Recipient } from '../mail/templates/mail-text';

/** The mails of notice and action (docs/notices.md), each in its reader's language. */

const kindText = (t: MailT, kind: RestrictionKind | 'no_action') => t(`notices.kind.${kind}` as MessageId);

/** The statement's reasons as lines: facts, ground, that a person decided, and what was decided. */
function reasonLines(t: MailT, reasons: ReasonsInput | null): string[] {
  if (!reasons || reasons.facts === '') return [t('notices.mail.noReasonGiven')];
  return [
    t('notices.mail.facts', { facts: reasons.facts }),
    t(reasons.ground === 'law' ? 'notices.mail.groundLaw' : 'notices.mail.groundTerms', {
      reference: reasons.ground_reference,
    }),
    t('notices.mail.groundExplanation', { explanation: reasons.ground_explanation }),
    t('notices.mail.notAutomated'),
  ];
}

type Lines = Parameters<typeof compose>[0]['lines'];

/**
 * The one shape of every notice-and-action mail: written in the reader's language, greeting her by name, then
 * what `write` says (its subject and lines).
 */
function noticeMail(
  { email, locale }: Recipient,
  name: string,
  write: (t: MailT) => { subject: string; lines: Lines },
): MailMessage {
  const t = mailT(locale);
  const { subject, lines } = write(t);
  return compose({ to: email, locale, subject, lines: [t('mail.greeting', { name }), ...lines] });
}

export const noticeReceiptMail = (
  to: Recipient,
  notice: { reference: string; name: string; url: string; category: NoticeCategory },
): MailMessage =>
  noticeMail(to, notice.name, (t) => ({
    subject: t('notices.mail.receiptSubject', { reference: notice.reference }),
    lines: [
      t('notices.mail.receiptBody', {
        reference: notice.reference,
        category: t(`notices.category.${notice.category}` as MessageId),
      }),
      notice.url,
      t('notices.mail.receiptNext'),
    ],
  }));

export interface StatementMailData {
  reference: string;
  kind: RestrictionKind;
  name: string;
  shopName: string;
  productName: string | null;
  reasons: ReasonsInput | null;
  appealUntil: string;
  canAppeal: boolean;
}

/** To the restricted seller: what was decided, why, and how to appeal. */
export const statementMail = (to: Recipient, data: StatementMailData, link: string): MailMessage =>
  noticeMail(to, data.name, (t) => ({
    subject: t('notices.mail.statementSubject', { reference: data.reference }),
    lines: [
      t('notices.mail.statementBody', {
        decision: kindText(t, data.kind),
        shop: data.shopName || t('mail.yourShopFallback'),
      }),
      ...(data.productName ? [t('notices.mail.product', { product: data.productName })] : []),
      ...reasonLines(t, data.reasons),
      data.canAppeal
        ? t('notices.mail.howToAppeal', { until: data.appealUntil })
        : t('notices.mail.howToAppealByMail'),
      ...(data.canAppeal ? [{ link, label: t('notices.mail.decisionsLink') }] : []),
    ],
  }));

/** To the notifier: the decision on the report (never the seller's statement in full). */
export const noticeDecisionMail = (
  to: Recipient,
  data: {
    reference: string;
    name: string;
    decision: RestrictionKind | 'no_action';
    reasons: ReasonsInput | null;
  },
): MailMessage =>
  noticeMail(to, data.name, (t) => ({
    subject: t('notices.mail.decisionSubject', { reference: data.reference }),
    lines: [
      t('notices.mail.decisionBody', { reference: data.reference, decision: kindText(t, data.decision) }),
      ...(data.reasons ? reasonLines(t, data.reasons) : [t('notices.mail.noActionBody')]),
      t('notices.mail.decisionRedress'),
    ],
  }));

/** To the seller: the appeal's outcome with its new statement. */
export const appealDecisionMail = (
  to: Recipient,
  data: { reference: string; name: string; outcome: 'upheld' | 'reversed'; reasons: ReasonsInput },
  link: string,
): MailMessage =>
  noticeMail(to, data.name, (t) => ({
    subject: t('notices.mail.appealSubject', { reference: data.reference }),
    lines: [
      t(data.outcome === 'reversed' ? 'notices.mail.appealReversed' : 'notices.mail.appealUpheld', {
        reference: data.reference,
      }),
      ...reasonLines(t, data.reasons),
      t('notices.mail.appealFinal'),
      { link, label: t('notices.mail.decisionsLink') },
    ],
  }));

export interface TraderDetails {
  shopName: string;
  legalName: string;
  address: string;
  email: string;
  phone: string;
  organisationNumber: string;
}

/** Art. 32: to a buyer of the last six months, that a product they bought was removed as illegal. */
export const illegalProductMail = (
  to: Recipient,
  data: { name: string; productName: string; trader: TraderDetails; groundReference: string },
): MailMessage =>
  noticeMail(to, data.name, (t) => {
    const { trader } = data;
    return {
      subject: t('notices.mail.illegalSubject', { product: data.productName }),
      lines: [
        t('notices.mail.illegalBody', { product: data.productName, ground: data.groundReference }),
        {
          table: [
            [t('notices.mail.traderName'), trader.legalName || trader.shopName],
            [t('notices.mail.traderAddress'), trader.address],
            [t('notices.mail.traderEmail'), trader.email],
            [t('notices.mail.traderPhone'), trader.phone],
            [t('notices.mail.traderNumber'), trader.organisationNumber],
          ],
        },
        t('notices.mail.illegalWhatToDo'),
      ],
    };
  });
