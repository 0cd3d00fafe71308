import { ProductImport } from '../../features/product-import/components/product-import';
import { useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';

/** /productlist/seller/import: "Importera produkter" from a CSV file (docs/product.md). */
export function SellerProductImportRoute() {
  const { t } = useT();
  usePageTitle(t('productImport.pageTitle'));
  return <ProductImport />;
}
