import type { OrderDto } from '@torget/contract';
import {
  Button,
  Form,
  FormCheckbox,
  FormError,
  FormSelectField,
  FormTextField,
  MessageBox,
  useApiForm,
  useWatch,
} from '@torget/ui';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';
import { useCarriers } from '../api/carriers';
import { updateOrderStatus } from '../api/orders';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

interface StatusValues {
  paid: boolean;
  paidDate: string;
  shipped: boolean;
  shippedDate: string;
  delivered: boolean;
  deliveredDate: string;
  carrier: string;
  trackingNumber: string;
}

/**
 * docs/product.md §2/§5 the seller's update form: Paid, Shipped and Delivered, each date enabled only when its box
 * is checked; a checked box without a date is refused here with the spec's message. A step once made is shown
 * checked and locked: the order's lifecycle never takes one back (docs/product.md "Order lifecycle").
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
      shipped: order.isShipped,
      shippedDate: date(order.shippedAt),
      delivered: order.isDelivered,
      deliveredDate: date(order.deliveredAt),
      carrier: order.delivery?.carrier ?? '',
      trackingNumber: order.delivery?.trackingNumber ?? '',
    },
  });
  // The carrier and tracking number of "Markera som skickad" (issue 38); the carrier plugin checks the number.
  const carriers = useCarriers(true).data ?? [];
  const tracked = Boolean(order.delivery?.trackingNumber);
  const [paid, shipped, delivered, carrierId] = useWatch({
    control: form.control,
    name: ['paid', 'shipped', 'delivered', 'carrier'],
  });
  const carrier = carriers.find((candidate) => candidate.id === carrierId);

  const save = async (values: StatusValues) => {
    const answer = await updateOrderStatus(order._id, {
      ...(canMarkPaid ? { is_paid: values.paid, paid_date: values.paid ? values.paidDate : null } : {}),
      // Delivered alone is enough: the server counts a delivered order as shipped that day.
      is_shipped: values.shipped,
      shipped_date: values.shipped ? values.shippedDate : null,
      is_delivered: values.delivered,
      delivered_date: values.delivered ? values.deliveredDate : null,
      ...(values.shipped && !tracked && values.trackingNumber.trim()
        ? { carrier: values.carrier || null, tracking_number: values.trackingNumber }
        : {}),
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
        <FormCheckbox
          name="shipped"
          label={t('order.update.shipped')}
          disabled={order.isShipped || order.isDelivered}
        />
        <FormTextField
          name="shippedDate"
          label={t('order.update.shippedDate')}
          type="date"
          disabled={!shipped || order.isShipped || order.isDelivered}
          rules={{
            validate: (value: string) =>
              !(form.getValues('shipped') && !order.isShipped && !value) ||
              t('order.update.shippedDateRequired'),
          }}
        />
        {carriers.length > 0 && (
          <>
            <FormSelectField
              name="carrier"
              label={t('order.update.carrier')}
              disabled={!shipped || tracked || order.isDelivered}
            >
              <option value="">{t('order.update.noCarrier')}</option>
              {carriers.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </FormSelectField>
            <FormTextField
              name="trackingNumber"
              label={t('order.update.trackingNumber')}
              hint={carrier?.trackingNumberHint}
              autoComplete="off"
              disabled={!shipped || !carrierId || tracked || order.isDelivered}
            />
          </>
        )}
      </Row>
      <Row>
        <FormCheckbox name="delivered" label={t('order.update.delivered')} disabled={order.isDelivered} />
        <FormTextField
          name="deliveredDate"
          label={t('order.update.deliveredDate')}
          type="date"
          disabled={!delivered || order.isDelivered}
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
