import type { ExportQuery } from '@torget/contract';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../components/button';
import { Form, FormError } from '../forms/form';
import { FormTextField } from '../forms/form-fields';
import { useApiForm } from '../forms/use-api-form';
import { useUiT } from '../i18n/ui-messages';

/** The export's fields: `seller` is the admin's choice of shop ('' for every shop); a seller's form has none. */
export interface ExportValues {
  from: string;
  to: string;
  seller: string;
}

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface ExportFormProps {
  /** The period shown (the overview's sales), the export's first choice. */
  period: { from: string; to: string };
  /** What is exported, in the app's words (a seller's own shop; the admin's one shop or all). */
  text: string;
  /** Fetches the file and hands it to the browser; a refusal is shown beside the date it names. */
  download: (query: ExportQuery) => Promise<void>;
  /** More fields of the form, bound by name (the admin's `seller`). */
  children?: ReactNode;
}

/** The bookkeeping export (issue 26): the order lines of the orders paid in a chosen period, as CSV for Excel. */
export function ExportForm({ period: { from, to }, text, download, children }: ExportFormProps) {
  const { t } = useUiT();
  const form = useApiForm<ExportValues>({ defaultValues: { from, to, seller: '' } });
  return (
    <>
      <p>{text}</p>
      <Form
        form={form}
        onSubmit={({ seller, ...period }) => download({ ...period, seller: seller || undefined })}
      >
        <Fields>
          <FormTextField name="from" label={t('overview.export.from')} type="date" required />
          <FormTextField name="to" label={t('overview.export.to')} type="date" required />
          {children}
          <Button type="submit" disabled={form.sending}>
            {t('overview.export.download')}
          </Button>
        </Fields>
        <FormError />
      </Form>
    </>
  );
}
