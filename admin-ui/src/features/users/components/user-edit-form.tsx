import type { UserDto } from '@torget/contract';
import { Button, Checkbox, MessageBox, SelectField, TextField } from '@torget/ui';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { updateUser } from '../api/users';

/** docs/product.md §2 Seller info 2: the plans; plan 3 cannot be chosen yet. */
const plans = [
  { value: '1', label: 'Plan 1: up to 5 products, free' },
  { value: '2', label: 'Plan 2: up to 50 products, own domain, 299 kr/year' },
  { value: '3', label: 'Plan 3: not available yet', disabled: true },
];

/** docs/product.md §2 user edit: is_seller, is_admin and the domain, plus the plan (only admins change plans). */
export function UserEditForm({ user, onSaved }: { user: UserDto; onSaved: (user: UserDto) => void }) {
  const [isSeller, setIsSeller] = useState(user.is_seller);
  const [isAdmin, setIsAdmin] = useState(user.is_admin);
  const [plan, setPlan] = useState(user.seller.plan ? String(user.seller.plan) : '');
  const [domain, setDomain] = useState(user.seller.domain);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const domainAllowed = plan === '2';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const saved = await updateUser(user._id, {
        _id: user._id,
        is_seller: isSeller,
        is_admin: isAdmin,
        ...(plan ? { seller_plan: Number(plan) } : {}),
        seller_domain: domainAllowed ? domain.trim() : '',
      });
      onSaved(saved);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Edit user">
      {error && <MessageBox variant="danger">{error}</MessageBox>}
      <Checkbox
        label="Is Seller (shop open)"
        checked={isSeller}
        onChange={(e) => setIsSeller(e.target.checked)}
      />
      <Checkbox label="Is Admin" checked={isAdmin} onChange={(e) => setIsAdmin(e.target.checked)} />
      <SelectField label="Plan" value={plan} onChange={(event) => setPlan(event.target.value)}>
        {!plan && <option value="">No plan chosen</option>}
        {plans.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Domain"
        value={domainAllowed ? domain : ''}
        disabled={!domainAllowed}
        placeholder={domainAllowed ? 'butik.example.se' : ''}
        hint={
          domainAllowed
            ? "The shop's own host name, without https://"
            : 'Only plan 2 shops can have their own domain; changing the plan removes it.'
        }
        onChange={(event) => setDomain(event.target.value)}
      />
      <Button type="submit" disabled={busy}>
        Update
      </Button>
    </form>
  );
}
