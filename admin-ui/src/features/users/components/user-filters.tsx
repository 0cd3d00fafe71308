import { userStatusFilters } from '@torget/contract/browser';
import { Button, SelectField, TextField } from '@torget/ui';
import { useState, type FormEvent } from 'react';
import { ListToolbar } from '../../../components/list-toolbar';
import { useT } from '../../../lib/i18n';

const statusOptions = ['', ...Object.keys(userStatusFilters)] as ('' | keyof typeof userStatusFilters)[];

/** The user list's filters: shop status at once, the name-or-email search when submitted. */
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
  const [text, setText] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: text.trim() });
  };
  return (
    <ListToolbar as="form" role="search" onSubmit={submit}>
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
      <TextField
        label={t('filters.search')}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">{t('filters.submit')}</Button>
    </ListToolbar>
  );
}
