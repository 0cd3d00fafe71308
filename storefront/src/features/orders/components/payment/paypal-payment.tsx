import { MessageBox } from '@torget/ui';
import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { useState } from 'react';
import { PageState } from '../../../../components/page-state';
import { errorMessage } from '../../../../lib/error-message';
import { useT } from '../../../../lib/i18n';
import { confirmPayment, usePayPalConfig } from '../../api/payments';
import type { WidgetProps } from './widget-props';

/**
 * PayPal's official buttons (this file is its own chunk: the SDK loads only for a PayPal order). The approval
 * goes to our server, which captures and verifies it with PayPal; only its answer marks the order paid.
 */
export default function PayPalPayment({ order, props, onPaid }: WidgetProps) {
  const { t } = useT();
  // The client id comes with the widget's config, else from the public PayPal config call.
  const given = typeof props.clientId === 'string' ? props.clientId : '';
  const config = usePayPalConfig(!given);
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const clientId = given || config.data?.clientId;
  if (!given && !config.data) return <PageState error={config.error} />;
  if (!clientId) return <MessageBox variant="danger">{t('order.paypal.unavailable')}</MessageBox>;
  // The PayPal order id: `paypalOrderId` in the first answers, `orderId`/`orderID` in the widget's config.
  const paypalOrderId = String(props.paypalOrderId ?? props.orderId ?? props.orderID ?? '');
  return (
    <PayPalScriptProvider
      options={{
        clientId,
        currency: typeof props.currency === 'string' ? props.currency : 'SEK',
        intent: 'capture',
      }}
    >
      {verifying && <MessageBox>{t('order.paypal.checking')}</MessageBox>}
      {error && <MessageBox variant="danger">{error}</MessageBox>}
      <PayPalButtons
        style={{ layout: 'vertical' }}
        disabled={verifying}
        createOrder={() => Promise.resolve(paypalOrderId)}
        onApprove={async (data) => {
          setVerifying(true);
          setError(null);
          try {
            onPaid(await confirmPayment(order._id, { orderID: data.orderID }));
          } catch (caught) {
            setError(errorMessage(caught));
          } finally {
            setVerifying(false);
          }
        }}
        onError={() => setError(t('order.paypal.failed'))}
      />
    </PayPalScriptProvider>
  );
}
