import type { OrderDto } from '@torget/contract';
import {
  Button,
  Form,
  FormCheckbox,
  FormError,
  FormTextField,
  MessageBox,
  useApiForm,
  useWatch,
} from '@torget/ui';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';
import { updateOrderStatus } from '../api/orders';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

interface StatusValues {
  paid: boolean;
  paidDate: string;
  delivered: boolean;
  deliveredDate: string;
}

/**
 * docs/product.md §2/§5 the seller's update form: Paid and Delivered, each date enabled only when its box is checked;
 * a checked box without a date is refused here with the spec's message.
 */
export function OrderStatusForm({
  order,
  canMarkPaid,
  onUpdated,
}: {
  order: OrderDto;
  canMarkPaid: boolean;
  onUpdated: (order: OrderDto) => void;
}) {
  const { t, date } = useT();
  // The date inputs' value is YYYY-MM-DD: the day in Stockholm, as the 'date' style writes it.
  const form = useApiForm<StatusValues>({
    defaultValues: {
      paid: order.isPaid,
      paidDate: date(order.paidAt),
      delivered: order.isDelivered,
      deliveredDate: date(order.deliveredAt),
    },
  });
  const [paid, delivered] = useWatch({ control: form.control, name: ['paid', 'delivered'] });

  const save = async (values: StatusValues) => {
    const answer = await updateOrderStatus(order._id, {
      ...(canMarkPaid ? { is_paid: values.paid, paid_date: values.paid ? values.paidDate : null } : {}),
      is_delivered: values.delivered,
      delivered_date: values.delivered ? values.deliveredDate : null,
    });
    onUpdated(answer);
  };

  return (
    <Form form={form} onSubmit={save} aria-label={t('order.update.heading')}>
      {canMarkPaid && (
        <Row>
          {/* A paid order stays paid (docs/product.md §4): the way back is a refund. */}
          <FormCheckbox name="paid" label={t('order.update.paid')} disabled={order.isPaid} />
          <FormTextField
            name="paidDate"
            label={t('order.update.paidDate')}
            type="date"
            disabled={!paid || order.isPaid}
            rules={{
              validate: (value: string) =>
                !(form.getValues('paid') && !value) || t('order.update.paidDateRequired'),
            }}
          />
        </Row>
      )}
      <Row>
        <FormCheckbox name="delivered" label={t('order.update.delivered')} />
        <FormTextField
          name="deliveredDate"
          label={t('order.update.deliveredDate')}
          type="date"
          disabled={!delivered}
          rules={{
            validate: (value: string) =>
              !(form.getValues('delivered') && !value) || t('order.update.deliveredDateRequired'),
          }}
        />
      </Row>
      <FormError />
      {form.formState.isSubmitSuccessful && (
        <MessageBox variant="success">{t('order.update.done')}</MessageBox>
      )}
      <Button type="submit" $block disabled={form.sending}>
        {t('common.update')}
      </Button>
    </Form>
  );
}
