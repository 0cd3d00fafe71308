import { userStatusFilters } from '@torget/contract/browser';
import { Button, Form, FormTextField, SelectField, useApiForm } from '@torget/ui';
import { ListToolbar } from '../../../components/list-toolbar';
import { useT } from '../../../lib/i18n';

const statusOptions = ['', ...Object.keys(userStatusFilters)] as ('' | keyof typeof userStatusFilters)[];

type SearchValues = { search: string };

/**
 * The user list's filters, which live in the address: the shop status applies at once (a select showing the
 * address's value), the name-or-email search when submitted (a form field that shows the address's search
 * again after Back or a link).
 */
export function UserFilters({
  status,
  search,
  onChange,
}: {
  status: string;
  search: string;
  onChange: (changes: { status?: string; search?: string }) => void;
}) {
  const { t } = useT();
  const form = useApiForm<SearchValues>({ values: { search } });
  return (
    <Form form={form} onSubmit={(values) => onChange({ search: values.search.trim() })} role="search">
      <ListToolbar>
        <SelectField
          label={t('filters.show')}
          value={status}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          {statusOptions.map((option) => (
            <option key={option} value={option}>
              {t(option ? `filters.${option}` : 'filters.all')}
            </option>
          ))}
        </SelectField>
        <FormTextField name="search" label={t('filters.search')} type="search" />
        <Button type="submit">{t('filters.submit')}</Button>
      </ListToolbar>
    </Form>
  );
}
