import type { UserDto } from '@torget/contract';
import { Button, Checkbox, MessageBox, SelectField, TextField, errorMessage } from '@torget/ui';
import { useState, type FormEvent } from 'react';
import { updateUser } from '../api/users';
import { useT } from '../../../lib/i18n';

/** docs/product.md §2 Seller info 2: the plans; plan 3 cannot be chosen yet. */
const plans = [
  { value: '1', label: 'plan.1', disabled: false },
  { value: '2', label: 'plan.2', disabled: false },
  { value: '3', label: 'plan.3', disabled: true },
] as const;

/** docs/product.md §2 user edit: is_seller, is_admin and the domain, plus the plan (only admins change plans). */
export function UserEditForm({ user, onSaved }: { user: UserDto; onSaved: (user: UserDto) => void }) {
  const { t } = useT();
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
    <form onSubmit={submit} noValidate aria-label={t('userForm.label')}>
      {error && <MessageBox variant="danger">{error}</MessageBox>}
      <Checkbox
        label={t('userForm.isSeller')}
        checked={isSeller}
        onChange={(e) => setIsSeller(e.target.checked)}
      />
      <Checkbox
        label={t('userForm.isAdmin')}
        checked={isAdmin}
        onChange={(e) => setIsAdmin(e.target.checked)}
      />
      <SelectField label={t('userForm.plan')} value={plan} onChange={(event) => setPlan(event.target.value)}>
        {!plan && <option value="">{t('userForm.noPlan')}</option>}
        {plans.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {t(option.label)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('userForm.domain')}
        value={domainAllowed ? domain : ''}
        disabled={!domainAllowed}
        placeholder={domainAllowed ? 'butik.example.se' : ''}
        hint={domainAllowed ? t('userForm.domainHint') : t('userForm.domainNotAllowed')}
        onChange={(event) => setDomain(event.target.value)}
      />
      <Button type="submit" disabled={busy}>
        {t('common.update')}
      </Button>
    </form>
  );
}
