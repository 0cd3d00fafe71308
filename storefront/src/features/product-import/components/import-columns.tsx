import { importColumns, requiredImportColumns } from '@torget/contract/browser';
import { Table } from '@torget/ui';
import { useT } from '../../../lib/i18n';

/** The file's columns and what each holds, in the seller's language (the header names themselves do not change). */
export function ImportColumns() {
  const { t } = useT();
  return (
    <details>
      <summary>{t('productImport.columns.summary')}</summary>
      <p>{t('productImport.columns.intro')}</p>
      <Table
        caption={t('productImport.columns.caption')}
        hideCaption
        rows={[...importColumns]}
        rowKey={(column) => column}
        columns={[
          { header: t('productImport.columns.name'), cell: (column) => <code>{column}</code> },
          {
            header: t('productImport.columns.meaning'),
            cell: (column) =>
              `${t(`productImport.column.${column}`)}${requiredImportColumns.includes(column) ? ` ${t('productImport.columns.required')}` : ''}`,
          },
        ]}
      />
    </details>
  );
}
