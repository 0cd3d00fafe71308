import type { OrderDto } from '@torget/contract';

/** What a named client widget (a provider's own buttons) gets: the order and the server's start answer. */
export interface WidgetProps {
  order: OrderDto;
  props: Record<string, unknown>;
  /** The server's verified, paid order. */
  onPaid: (order: OrderDto) => void;
}
