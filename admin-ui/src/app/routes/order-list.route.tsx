import type { DateOrder } from '@torget/contract';
import { SelectField } from '@torget/ui';
import { ListToolbar } from '../../components/list-toolbar';
import { PagedList } from '../../components/paged-list';
import { useDeleteFlow } from '../../components/use-delete-flow';
import { deleteOrder, useOrders } from '../../features/orders/api/orders';
import { OrderTable } from '../../features/orders/components/order-table';
import { useListParams } from '../../lib/use-list-params';
import { useT } from '../../lib/i18n';

/** docs/product.md §2 /orderlist: all orders, 50 a page, newest first (or oldest), Details and Delete. */
export function OrderListRoute() {
  const { t } = useT();
  const list = useListParams(['order'] as const);
  const order: DateOrder = list.values.order === 'oldest' ? 'oldest' : 'newest';
  const { data, error, mutate } = useOrders({ pageNumber: list.page, order });
  const deletion = useDeleteFlow({ remove: deleteOrder, success: t('orders.deleted'), reload: mutate });
  return (
    <>
      <h1>{t('orders.title')}</h1>
      <ListToolbar>
        <SelectField
          label={t('orders.sort')}
          value={order}
          onChange={(event) => list.setFilters({ order: event.target.value === 'oldest' ? 'oldest' : '' })}
        >
          <option value="newest">{t('orders.newest')}</option>
          <option value="oldest">{t('orders.oldest')}</option>
        </SelectField>
      </ListToolbar>
      {deletion.notice}
      <PagedList
        data={data}
        error={error}
        count={(total) => t('orders.count', { count: total })}
        hrefFor={list.hrefFor}
      >
        {(page) => <OrderTable orders={page.orders} onDelete={deletion.ask} />}
      </PagedList>
      {deletion.dialog}
    </>
  );
}
