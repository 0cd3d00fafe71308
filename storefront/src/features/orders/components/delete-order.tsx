import type { OrderDto } from '@torget/contract';
import { Button, MessageBox, useAction, useConfirm } from '@torget/ui';
import { useT } from '../../../lib/i18n';
import { deleteOrder } from '../api/orders';

/** docs/product.md "Order lifecycle": the server says an order may be deleted while it is placed, after 'Are you sure to delete?'. */
export function DeleteOrder({ order, onDeleted }: { order: OrderDto; onDeleted: () => void }) {
  const { t } = useT();
  const { sending, error, run } = useAction();
  const { confirm, dialog } = useConfirm();
  if (order.status !== 'placed') return null;
  const remove = async () => {
    if (!(await confirm())) return;
    const answer = await run(() => deleteOrder(order._id));
    if (answer) onDeleted();
  };
  return (
    <>
      {error && <MessageBox variant="danger">{error}</MessageBox>}
      <Button type="button" $variant="danger" $block disabled={sending} onClick={remove}>
        {t('order.delete')}
      </Button>
      {dialog}
    </>
  );
}
