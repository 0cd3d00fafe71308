import type { StatementDto } from '@torget/contract';
import {
  Button,
  Card,
  Facts as KitFacts,
  Form,
  FormError,
  FormTextAreaField,
  MessageBox,
  useApiForm,
} from '@torget/ui';
import styled from 'styled-components';
import { useT, type MessageId } from '../../../lib/i18n';
import { appealStatement } from '../api/notices';

/** The decision's facts, with room before the appeal under them. */
const Facts = styled(KitFacts)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Heading = styled.h2`
  margin-top: 0;
  font-size: 1.2rem;
`;

/** The reasons of a decision or of its appeal's answer, as the seller reads them. */
function Reasons({ reasons }: { reasons: StatementDto['reasons'] }) {
  const { t } = useT();
  return (
    <>
      <dt>{t('decisions.facts')}</dt>
      <dd>{reasons.facts}</dd>
      <dt>{t('decisions.ground')}</dt>
      <dd>
        {t(reasons.ground === 'law' ? 'decisions.groundLaw' : 'decisions.groundTerms', {
          reference: reasons.ground_reference,
        })}
      </dd>
      <dt>{t('decisions.why')}</dt>
      <dd>{reasons.ground_explanation}</dd>
      <dt>{t('decisions.automated')}</dt>
      <dd>{t(reasons.automated ? 'decisions.automatedYes' : 'decisions.automatedNo')}</dd>
    </>
  );
}

function AppealForm({ statement, onAppealed }: { statement: StatementDto; onAppealed: () => void }) {
  const { t } = useT();
  const form = useApiForm<{ text: string }>({ defaultValues: { text: '' } });
  const send = async ({ text }: { text: string }) => {
    await appealStatement(statement._id, text);
    onAppealed();
  };
  return (
    <Form
      form={form}
      onSubmit={send}
      aria-label={t('decisions.appealForm', { reference: statement.reference })}
    >
      <FormTextAreaField
        name="text"
        label={t('decisions.appealText')}
        hint={t('decisions.appealHint', { until: statement.appeal_until })}
        rows={5}
        maxLength={5000}
        rules={{ validate: (value: string) => value.trim() !== '' || t('decisions.appealRequired') }}
      />
      <FormError />
      <Button type="submit" disabled={form.sending}>
        {t('decisions.appealSubmit')}
      </Button>
    </Form>
  );
}

/**
 * One statement of reasons (docs/notices.md): what was decided, why, that a person decided, and the appeal —
 * the form while one may be sent, else what became of it. Who reported is never shown.
 */
export function StatementCard({ statement, onChanged }: { statement: StatementDto; onChanged: () => void }) {
  const { t, date } = useT();
  const { appeal } = statement;
  return (
    <Card as="article" aria-labelledby={`statement-${statement._id}`}>
      <Heading id={`statement-${statement._id}`}>
        {t(`decisions.kind.${statement.kind}` as MessageId)}
      </Heading>
      <Facts>
        <dt>{t('decisions.reference')}</dt>
        <dd>
          {statement.reference}, {date(statement.created_at, 'long')}
        </dd>
        {statement.product_name && (
          <>
            <dt>{t('decisions.product')}</dt>
            <dd>{statement.product_name}</dd>
          </>
        )}
        <dt>{t('decisions.origin')}</dt>
        <dd>{t(statement.from_notice ? 'decisions.fromNotice' : 'decisions.fromAdmin')}</dd>
        {statement.no_reason_given ? (
          <>
            <dt>{t('decisions.facts')}</dt>
            <dd>{t('decisions.noReasonGiven')}</dd>
          </>
        ) : (
          <Reasons reasons={statement.reasons} />
        )}
      </Facts>
      {appeal ? (
        <section aria-label={t('decisions.appealHeading')}>
          <h3>{t('decisions.appealHeading')}</h3>
          <Facts>
            <dt>{t('decisions.appealSent', { date: date(appeal.sent_at, 'long') })}</dt>
            <dd>{appeal.text}</dd>
            {appeal.outcome && appeal.reasons ? (
              <>
                <dt>{t('decisions.appealOutcome')}</dt>
                <dd>{t(appeal.outcome === 'reversed' ? 'decisions.reversed' : 'decisions.upheld')}</dd>
                <Reasons reasons={appeal.reasons} />
              </>
            ) : (
              <dd>{t('decisions.appealWaiting')}</dd>
            )}
          </Facts>
        </section>
      ) : statement.can_appeal ? (
        <AppealForm
          statement={{ ...statement, appeal_until: date(statement.appeal_until, 'long') }}
          onAppealed={onChanged}
        />
      ) : (
        <MessageBox>{t('decisions.noAppeal')}</MessageBox>
      )}
    </Card>
  );
}
