import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { addToCart, qtyOptions } from '../../../lib/cart-store';
import { errorMessage } from '../../../lib/error-message';
import { getProduct } from '../api/get-cart-products';
import type { CartNotice } from '../lib/cart-notice';
import { sold, toCartItem } from '../lib/to-cart-item';

/**
 * /cart/{id}/{qty}?variant={variantId}: adds the product (the chosen variant of one with sizes or colours) with the
 * server's current figures, then shows the plain /cart (a reload
 * or Back does not add it again). A refusal (another shop's product) travels along as the page's message.
 */
export function useAddFromUrl(id: string | undefined, qtyParam: string | undefined, variant?: string) {
  const navigate = useNavigate();
  const [adding, setAdding] = useState(Boolean(id));
  const started = useRef<string | null>(null);
  useEffect(() => {
    // Back on the plain /cart, the next /cart/{id}/{qty} adds again (another size, another quantity).
    if (!id) {
      started.current = null;
      return;
    }
    const wanted = `${id}/${variant ?? ''}`;
    if (started.current === wanted) return;
    started.current = wanted;
    setAdding(true);
    getProduct(id)
      .then(
        (product): CartNotice | null => {
          const selling = sold(product, variant);
          if (!selling) return { id: 'cart.chooseVariant', name: product.name };
          const options = qtyOptions(selling.countInStock);
          if (!options.length) return { id: 'cart.soldOut', name: product.name };
          const asked = Math.floor(Number(qtyParam ?? 1)) || 1;
          const qty = Math.max(1, Math.min(asked, options.length));
          const result = addToCart(toCartItem(product, qty, variant));
          return result.ok ? null : { id: 'cart.otherShop', shop: result.shop };
        },
        (error: unknown): CartNotice => ({ message: errorMessage(error) }),
      )
      .then((refused) => {
        setAdding(false);
        navigate('/cart', { replace: true, state: refused ? { refused } : null });
      });
  }, [id, qtyParam, variant, navigate]);
  return adding;
}
