import type { OrderDto } from '@torget/contract';
import { MessageBox, buttonStyles, type ButtonStyleProps } from '@torget/ui';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PageState } from '../../../../components/page-state';
import { useT } from '../../../../lib/i18n';
import { usePaymentStart } from '../../api/payments';
import { toNextAction } from '../../lib/next-action';
import styled from 'styled-components';
import { QrPayment } from './qr-payment';
import type { WidgetProps } from './widget-props';

const ExternalLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

const AppQr = styled.img`
  display: block;
  width: min(100%, 240px);
  height: auto;
  margin: ${({ theme }) => `${theme.space(4)} auto 0`};
`;

/** Client widgets by the name the server gives; each loads as its own chunk, only when an order needs it. */
const widgets: Record<string, LazyExoticComponent<ComponentType<WidgetProps>>> = {
  'paypal-buttons': lazy(() => import('./paypal-payment')),
};

/** The payment UI while an order is unpaid, drawn from what the server's payment start answers. */
export function PaymentPanel({ order, onPaid }: { order: OrderDto; onPaid: (order: OrderDto) => void }) {
  const translate = useT();
  const { t } = translate;
  const start = usePaymentStart(order._id);
  if (!start.data) return <PageState error={start.error} />;
  const action = toNextAction(start.data, translate);
  switch (action.kind) {
    case 'qr':
      return <QrPayment action={action} />;
    case 'redirect':
      return (
        <ExternalLink href={action.url} $block>
          {action.label}
        </ExternalLink>
      );
    case 'app_switch':
      return (
        <>
          <ExternalLink href={action.url} $block>
            {t('order.pay.openApp')}
          </ExternalLink>
          {action.image && <AppQr src={action.image} alt={action.alt} width={240} height={240} />}
        </>
      );
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
