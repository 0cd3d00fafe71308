import type { OrderDto } from '@torget/contract';
import { ApiError } from '@torget/contract/browser';
import { MessageBox } from '@torget/ui';
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { PageState } from '../../../../components/page-state';
import { useT } from '../../../../lib/i18n';
import { usePaymentStart } from '../../api/payments';
import { toNextAction } from '../../lib/next-action';
import { AppLink } from './app-switch-payment';
import { QrPayment } from './qr-payment';
import { ProviderWait } from './provider-wait';
import type { WidgetProps } from './widget-props';

/** Client widgets by the name the server gives; each loads as its own chunk, only when an order needs it. */
const widgets: Record<string, LazyExoticComponent<ComponentType<WidgetProps>>> = {
  'paypal-buttons': lazy(() => import('./paypal-payment')),
};

/**
 * The payment UI while an order is unpaid, drawn from what the server's payment start answers.
 * `onReload` reads the order again (it was paid meanwhile, by a webhook or the buyer's return from an app).
 * A start that failed in passing (the provider unreachable) offers "Try again", which asks for it once more.
 */
export function PaymentPanel({
  order,
  onPaid,
  onReload,
}: {
  order: OrderDto;
  onPaid: (order: OrderDto) => void;
  onReload: () => void;
}) {
  const translate = useT();
  const { t } = translate;
  const start = usePaymentStart(order._id);
  const paidMeanwhile = start.error instanceof ApiError && start.error.code === 'ALREADY_PAID';
  useEffect(() => {
    if (paidMeanwhile) onReload();
  }, [paidMeanwhile, onReload]);
  if (paidMeanwhile) return <MessageBox>{t('order.payment.checking')}</MessageBox>;
  if (!start.data)
    return (
      <PageState error={start.error} onRetry={() => void start.mutate()} retrying={start.isValidating} />
    );
  const action = toNextAction(start.data, translate);
  switch (action.kind) {
    case 'qr':
      return <QrPayment action={action} />;
    case 'redirect':
      return (
        <AppLink href={action.url} $block>
          {action.label}
        </AppLink>
      );
    case 'app_switch':
    case 'await_approval':
      return <ProviderWait order={order} action={action} start={start} onPaid={onPaid} onReload={onReload} />;
    case 'widget': {
      const Widget = widgets[action.widget];
      if (!Widget) return <MessageBox variant="danger">{t('order.pay.notHere')}</MessageBox>;
      return (
        <Suspense fallback={<PageState />}>
          <Widget order={order} props={action.props} onPaid={onPaid} />
        </Suspense>
      );
    }
    default:
      return <MessageBox>{action.message}</MessageBox>;
  }
}
