import type { OrderDto } from '@torget/contract';
import { isOrderTodo } from '@torget/contract/browser';
import { MessageBox, Pagination, useConfirm } from '@torget/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageState } from '../../components/page-state';
import { deleteOrder, useIncomingOrders } from '../../features/seller-orders/api/incoming-orders';
import { IncomingOrdersTable } from '../../features/seller-orders/components/incoming-orders-table';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * docs/product.md §2 /orderlist/seller: the shop's incoming orders (later pages as ?page=n); with
 * ?todo= (the overview's "what needs doing" links) only the orders of that to-do, filtered by the server.
 */
export function SellerOrdersRoute() {
  const { t } = useT();
  const user = useSession()!;
  const [search] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(search.get('page'))) || 1);
  const todo = search.get('todo');
  const only = isOrderTodo(todo) ? todo : undefined;
  const orders = useIncomingOrders(user._id, page, only);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const { confirm, dialog } = useConfirm();
  usePageTitle(t('sellerOrders.pageTitle'));

  const remove = async (order: OrderDto) => {
    if (!(await confirm())) return;
    setDeleting(order._id);
    setNotice(null);
    try {
      await deleteOrder(order._id);
      setNotice({ text: t('order.deleted'), error: false });
      await orders.mutate();
    } catch (failure) {
      setNotice({ text: errorMessage(failure), error: true });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <h1>{t('sellerOrders.heading')}</h1>
      {only && (
        <p>
          {t(`sellerOrders.todo.${only}`)} <Link to="/orderlist/seller">{t('sellerOrders.todo.all')}</Link>
        </p>
      )}
      {dialog}
      {notice && <MessageBox variant={notice.error ? 'danger' : 'success'}>{notice.text}</MessageBox>}
      {!orders.data ? (
        <PageState error={orders.error} />
      ) : orders.data.orders.length === 0 ? (
        <MessageBox>{t(only ? 'sellerOrders.todo.none' : 'sellerOrders.none')}</MessageBox>
      ) : (
        <>
          <IncomingOrdersTable orders={orders.data.orders} onDelete={remove} deleting={deleting} />
          <Pagination
            page={orders.data.page}
            pages={orders.data.pages}
            hrefFor={(n) => `/orderlist/seller?${only ? `todo=${only}&` : ''}page=${n}`}
            linkAs={Link}
          />
        </>
      )}
    </>
  );
}
