import type { StatementDto } from '@torget/contract';
import { Button, Card, Form, FormError, FormSelectField, useApiForm } from '@torget/ui';
import { useT, type MessageId } from '../../../lib/i18n';
import { decideAppeal } from '../api/notices';
import {
  emptyReasons,
  ReasonsFields,
  reasonsBody,
  type ReasonsValues,
} from '../../../components/reasons-fields';
import { StatementView } from './statement-view';
import { Columns } from '../../../components/columns';

interface AppealValues {
  outcome: 'upheld' | 'reversed' | '';
  reasons: ReasonsValues;
}

/** One appeal: the decision and the seller's text beside the answer, a new statement that may undo it. */
export function AppealCard({ statement, onDecided }: { statement: StatementDto; onDecided: () => void }) {
  const { t } = useT();
  const form = useApiForm<AppealValues>({ defaultValues: { outcome: '', reasons: emptyReasons } });
  const send = async (values: AppealValues) => {
    await decideAppeal(statement._id, {
      outcome: values.outcome as 'upheld' | 'reversed',
      reasons: reasonsBody(values.reasons),
    });
    onDecided();
  };
  const heading = `appeal-${statement._id}`;
  return (
    <Card as="article" aria-labelledby={heading}>
      <h2 id={heading}>
        {t(`notices.kind.${statement.kind}` as MessageId)}: {statement.shop_name}
        {statement.product_name ? `, ${statement.product_name}` : ''}
      </h2>
      <Columns>
        <StatementView statement={statement} />
        <Form form={form} onSubmit={send} aria-label={t('appeals.form', { reference: statement.reference })}>
          <FormSelectField
            name="outcome"
            label={t('appeals.outcome')}
            rules={{ required: t('appeals.outcomeRequired') }}
          >
            <option value="">{t('reasons.choose')}</option>
            <option value="upheld">{t('appeals.upheld')}</option>
            <option value="reversed">
              {t(statement.kind === 'remove_listing' ? 'appeals.reversedListing' : 'appeals.reversed')}
            </option>
          </FormSelectField>
          <ReasonsFields prefix="reasons" />
          <FormError />
          <Button type="submit" disabled={form.sending}>
            {t('appeals.decide')}
          </Button>
        </Form>
      </Columns>
    </Card>
  );
}
