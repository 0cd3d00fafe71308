import type { ProductDto } from '@torget/contract';
import { Button, Price, ResponsiveTable, VisuallyHidden } from '@torget/ui';
import { ButtonLink } from '../../../components/button-link';

/** SPEC §2 seller product list: one row per product with Edit and Delete. */
export function ProductTable({
  products,
  onDelete,
  deleting,
}: {
  products: ProductDto[];
  onDelete: (product: ProductDto) => void;
  deleting: string | null;
}) {
  return (
    <ResponsiveTable>
      <thead>
        <tr>
          <th scope="col">ID</th>
          <th scope="col">Name</th>
          <th scope="col">Price</th>
          <th scope="col">Stock</th>
          <th scope="col">Category</th>
          <th scope="col">Brand</th>
          <th scope="col">
            <VisuallyHidden>Actions</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product._id}>
            <td data-label="ID">
              <code title={product._id}>{product._id.slice(0, 8)}</code>
            </td>
            <td data-label="Name">{product.name}</td>
            <td data-label="Price">
              <Price amount={product.price} />
            </td>
            <td data-label="Stock">{product.countInStock}</td>
            <td data-label="Category">{product.category}</td>
            <td data-label="Brand">{product.brand}</td>
            <td className="actions">
              <ButtonLink
                to={`/product/${product._id}/edit/seller`}
                $size="small"
                $variant="secondary"
                aria-label={`Edit ${product.name}`}
              >
                Edit
              </ButtonLink>
              <Button
                $size="small"
                $variant="danger"
                onClick={() => onDelete(product)}
                disabled={deleting === product._id}
                aria-label={`Delete ${product.name}`}
              >
                Delete
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}
