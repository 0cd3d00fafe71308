import type { StatementDto } from '@torget/contract';
import { useT } from '../../../lib/i18n';
import { Facts } from '@torget/ui';

/** A statement of reasons as recorded (and as its seller reads it). */
export function StatementView({ statement }: { statement: StatementDto }) {
  const { t, date } = useT();
  const { reasons, appeal } = statement;
  return (
    <Facts>
      <dt>{t('reasons.statement')}</dt>
      <dd>{statement.reference}</dd>
      {statement.no_reason_given ? (
        <dd>{t('reasons.noneGiven')}</dd>
      ) : (
        <>
          <dt>{t('reasons.facts')}</dt>
          <dd>{reasons.facts}</dd>
          <dt>{t(reasons.ground === 'law' ? 'reasons.ground.law' : 'reasons.ground.terms')}</dt>
          <dd>{reasons.ground_reference}</dd>
          <dt>{t('reasons.explanation')}</dt>
          <dd>{reasons.ground_explanation}</dd>
        </>
      )}
      {appeal && (
        <>
          <dt>{t('appeals.text', { date: date(appeal.sent_at, 'dateTime') })}</dt>
          <dd>{appeal.text}</dd>
          {appeal.outcome && (
            <>
              <dt>{t('appeals.outcome')}</dt>
              <dd>{t(appeal.outcome === 'reversed' ? 'appeals.reversed' : 'appeals.upheld')}</dd>
            </>
          )}
        </>
      )}
    </Facts>
  );
}
