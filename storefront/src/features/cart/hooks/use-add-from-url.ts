import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { addToCart, qtyOptions } from '../../../lib/cart-store';
import { errorMessage } from '../../../lib/error-message';
import { getProduct } from '../api/get-cart-products';
import type { CartNotice } from '../lib/cart-notice';
import { toCartItem } from '../lib/to-cart-item';

/**
 * /cart/{id}/{qty}: adds the product with the server's current figures, then shows the plain /cart (a reload
 * or Back does not add it again). A refusal (another shop's product) travels along as the page's message.
 */
export function useAddFromUrl(id: string | undefined, qtyParam: string | undefined) {
  const navigate = useNavigate();
  const [adding, setAdding] = useState(Boolean(id));
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!id || started.current === id) return;
    started.current = id;
    setAdding(true);
    getProduct(id)
      .then(
        (product): CartNotice | null => {
          const options = qtyOptions(product.countInStock);
          if (!options.length) return { id: 'cart.soldOut', name: product.name };
          const wanted = Math.floor(Number(qtyParam ?? 1)) || 1;
          const qty = Math.max(1, Math.min(wanted, options.length));
          const result = addToCart(toCartItem(product, qty));
          return result.ok ? null : { id: 'cart.otherShop', shop: result.shop };
        },
        (error: unknown): CartNotice => ({ message: errorMessage(error) }),
      )
      .then((refused) => {
        setAdding(false);
        navigate('/cart', { replace: true, state: refused ? { refused } : null });
      });
  }, [id, qtyParam, navigate]);
  return adding;
}
