import type { OrderDto } from '@torget/contract';
import { ApiError } from '@torget/contract/browser';
import { Card, MessageBox } from '@torget/ui';
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { NotFound } from '../../components/not-found';
import { PageState } from '../../components/page-state';
import { OrderTotals } from '../../components/order/order-totals';
import { VatLines } from '../../components/vat/vat-lines';
import { useOrder } from '../../features/orders/api/orders';
import { DeleteOrder } from '../../features/orders/components/delete-order';
import { OrderDetails } from '../../features/orders/components/order-details';
import { OrderRefunds } from '../../features/orders/components/order-refunds';
import { OrderStatusForm } from '../../features/orders/components/order-status-form';
import { OrderWithdrawal } from '../../features/orders/components/order-withdrawal';
import { refundSuggestion } from '../../features/orders/lib/withdrawal';
import { PaymentPanel } from '../../features/orders/components/payment/payment-panel';
import { useProviderReturn } from '../../features/orders/hooks/use-provider-return';
import { useSession } from '../../lib/session';
import { useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  @media ${({ theme }) => theme.wide} {
    grid-template-columns: minmax(0, 3fr) minmax(300px, 2fr);
    align-items: start;
  }
`;

/** On a phone the total and the way to pay come first; on wider screens they sit beside the details. */
const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  order: -1;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.15rem;
  }

  @media ${({ theme }) => theme.wide} {
    order: 0;
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Title = styled.h1`
  overflow-wrap: anywhere;
`;

/** docs/product.md §2 Order page: details and status, the payment UI while unpaid, the seller's form, delete. */
export function OrderRoute() {
  const { t } = useT();
  const { id = '' } = useParams();
  const user = useSession();
  const { data: order, error, mutate } = useOrder(id);
  const [deleted, setDeleted] = useState(false);
  const update = useCallback((next: OrderDto) => void mutate(next, { revalidate: false }), [mutate]);
  const isBuyer = !!order && order.user?._id === user?._id;
  const reload = useCallback(() => void mutate(), [mutate]);
  const returned = useProviderReturn(order, isBuyer, update, reload);
  usePageTitle(t('order.pageTitle', { id: id.slice(0, 8) }));

  if (deleted)
    return (
      <>
        <h1>{t('order.heading')}</h1>
        <MessageBox variant="success">{t('order.deleted')}</MessageBox>
        <p>
          <Link to="/orderhistory">{t('orders.heading')}</Link>
        </p>
      </>
    );
  if (error instanceof ApiError && [400, 403, 404].includes(error.status))
    return <NotFound title={t('order.notFound.title')} text={t('order.notFound.text')} />;
  if (!order) return <PageState error={error} />;

  const isSeller = order.seller?._id === user?._id;
  const suggestion = refundSuggestion(order);
  const returnsReceived = order.withdrawal.made.filter((made) => made.returnReceived).length;
  return (
    <>
      <Title>{t('order.title', { id: order._id })}</Title>
      <Layout>
        <Main>
          <OrderDetails order={order} />
          <DeleteOrder order={order} onDeleted={() => setDeleted(true)} />
        </Main>
        <Side>
          <Card aria-labelledby="summary">
            <h2 id="summary">{t('order.summary.heading')}</h2>
            <OrderTotals
              {...order}
              goodsPrice={
                order.orderItems.reduce((sum, line) => sum + Math.round(line.price * 100) * line.qty, 0) / 100
              }
            />
            <VatLines lines={order.vatLines} registered={order.sellerVatRegistered} />
            {/* Always there, so a payment confirmed while the buyer waits is announced. */}
            <div aria-live="polite">
              {returned.checking && <MessageBox>{t('order.payment.checking')}</MessageBox>}
              {returned.error && <MessageBox variant="danger">{returned.error}</MessageBox>}
              {order.isPaid && isBuyer && (
                <MessageBox variant="success">{t('order.payment.received')}</MessageBox>
              )}
            </div>
          </Card>
          {isBuyer && !order.isPaid && (
            <Card aria-labelledby="pay">
              <h2 id="pay">{t('order.payment.heading', { method: order.paymentMethod })}</h2>
              <PaymentPanel order={order} onPaid={update} onReload={reload} />
            </Card>
          )}
          <OrderWithdrawal order={order} isBuyer={isBuyer} isShop={isSeller} onWithdrawn={update} />
          <OrderRefunds
            // A new withdrawal or a return received changes what the box suggests: it starts afresh with it.
            key={`${order.withdrawal.made.length}-${returnsReceived}`}
            order={order}
            canRefund={isSeller || !!user?.is_admin}
            onRefunded={update}
            suggested={suggestion.amount}
            suggestedFor={suggestion.returned ? 'returned' : 'withdrawn'}
          />
          {(isSeller || user?.is_admin) && (
            <Card aria-labelledby="update">
              <h2 id="update">{t('order.update.heading')}</h2>
              {!order.shopMarksPaid && !order.isPaid && (
                <p>{t('order.update.paidByProvider', { method: order.paymentMethod })}</p>
              )}
              <OrderStatusForm order={order} canMarkPaid={order.shopMarksPaid} onUpdated={update} />
            </Card>
          )}
        </Side>
      </Layout>
    </>
  );
}
