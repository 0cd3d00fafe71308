import type { AdminNoticeDto, DecisionKind } from '@torget/contract';
import { decisionKinds } from '@torget/contract/browser';
import { Button, Form, FormError, FormSelectField, useApiForm, useWatch } from '@torget/ui';
import { useT, type MessageId } from '../../../lib/i18n';
import { decideNotice } from '../api/notices';
import {
  emptyReasons,
  ReasonsFields,
  reasonsBody,
  type ReasonsValues,
} from '../../../components/reasons-fields';

interface DecisionValues {
  decision: DecisionKind | '';
  reasons: ReasonsValues;
}

/** The decision on one notice; every decision but "no action" asks for a statement of reasons. */
export function DecisionForm({
  notice,
  onDecided,
}: {
  notice: AdminNoticeDto;
  onDecided: (notice: AdminNoticeDto) => void;
}) {
  const { t } = useT();
  const form = useApiForm<DecisionValues>({ defaultValues: { decision: '', reasons: emptyReasons } });
  const decision = useWatch({ control: form.control, name: 'decision' });
  // Removing a listing needs the product; the rest act on the shop.
  const possible = decisionKinds.filter((kind) => kind !== 'remove_listing' || notice.product);

  const send = async (values: DecisionValues) => {
    const kind = values.decision as DecisionKind;
    onDecided(
      await decideNotice(notice._id, {
        decision: kind,
        reasons: kind === 'no_action' ? undefined : reasonsBody(values.reasons),
      }),
    );
  };

  return (
    <Form form={form} onSubmit={send} aria-label={t('notices.decisionForm')}>
      <FormSelectField
        name="decision"
        label={t('notices.decisionChoose')}
        rules={{ required: t('notices.decisionRequired') }}
      >
        <option value="">{t('reasons.choose')}</option>
        {possible.map((kind) => (
          <option key={kind} value={kind}>
            {t(`notices.kind.${kind}` as MessageId)}
          </option>
        ))}
      </FormSelectField>
      {decision && decision !== 'no_action' && <ReasonsFields prefix="reasons" />}
      <FormError />
      <Button type="submit" disabled={form.sending}>
        {t('notices.decide')}
      </Button>
    </Form>
  );
}
