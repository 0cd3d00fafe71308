import type { OrderDto } from '@torget/contract';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '@torget/contract/browser';
import { errorMessage } from '../../../lib/error-message';
import { confirmPayment } from '../api/payments';

/**
 * Coming back from a provider's hosted page: it sends the buyer to /order/{id} with its own query parameters,
 * which go to the server as the payment result (PUT /api/orders/{id}/pay); the server verifies them with the
 * provider. The parameters are then dropped from the address, so a reload does not send them again.
 * The provider's webhook may have recorded the payment first: the server then answers ALREADY_PAID, which
 * here is good news, not an error — the order is read again and shows as paid.
 */
export function useProviderReturn(
  order: OrderDto | undefined,
  isBuyer: boolean,
  onPaid: (order: OrderDto) => void,
  reload: () => unknown,
) {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const sent = useRef(false);
  const [state, setState] = useState<{ checking: boolean; error: string | null }>({
    checking: false,
    error: null,
  });
  useEffect(() => {
    if (!order || !isBuyer || order.isPaid || !search || sent.current) return;
    sent.current = true;
    const result = Object.fromEntries(new URLSearchParams(search));
    setState({ checking: true, error: null });
    confirmPayment(order._id, result).then(
      (paid) => {
        setState({ checking: false, error: null });
        onPaid(paid);
      },
      (error: unknown) => {
        const paidMeanwhile = error instanceof ApiError && error.code === 'ALREADY_PAID';
        setState({ checking: false, error: paidMeanwhile ? null : errorMessage(error) });
        if (paidMeanwhile) reload();
      },
    );
    navigate(pathname, { replace: true });
  }, [order, isBuyer, search, pathname, navigate, onPaid, reload]);
  return state;
}
