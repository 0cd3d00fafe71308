import type { TraderDetailsDto } from '@torget/contract';
import { Button, Card, Form, FormError, MessageBox, useApiForm } from '@torget/ui';
import { useT } from '../../../lib/i18n';
import { getTraderDetails } from '../api/trader-details';
import { sendTraderDetails, traderDefaults, TraderFields, type TraderValues } from './trader-fields';

/**
 * "Handlaruppgifter" for a shop that opened before the marketplace asked for them (its to-do list links here),
 * or one that changes its account: the same fields as the application's.
 */
export function TraderDetailsForm({
  saved,
  onSaved,
}: {
  saved: TraderDetailsDto;
  onSaved: (details: TraderDetailsDto) => void;
}) {
  const { t } = useT();
  const form = useApiForm<TraderValues>({ defaultValues: traderDefaults(saved) });
  const send = async (values: TraderValues) => {
    await sendTraderDetails(values, { ...saved, required: true });
    onSaved(await getTraderDetails());
    form.reset({ ...values, id_document: null });
  };
  return (
    <Card>
      <Form form={form} onSubmit={send} noValidate aria-label={t('traderDetails.heading')}>
        <TraderFields saved={saved} />
        <FormError />
        {form.formState.isSubmitSuccessful && (
          <MessageBox variant="success">{t('traderDetails.saved')}</MessageBox>
        )}
        <Button type="submit" disabled={form.sending}>
          {t('traderDetails.save')}
        </Button>
      </Form>
    </Card>
  );
}
