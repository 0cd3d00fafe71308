import { userStatusFilters } from '@torget/contract/browser';
import { Button, SelectField, TextField } from '@torget/ui';
import { useState, type FormEvent } from 'react';
import { ListToolbar } from '../../../components/list-toolbar';

const statusOptions = [
  { value: '', label: 'All users' },
  ...Object.entries(userStatusFilters).map(([value, label]) => ({ value, label })),
];

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
  const [text, setText] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: text.trim() });
  };
  return (
    <ListToolbar as="form" role="search" onSubmit={submit}>
      <SelectField label="Show" value={status} onChange={(event) => onChange({ status: event.target.value })}>
        {statusOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Name or email"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">Search</Button>
    </ListToolbar>
  );
}
