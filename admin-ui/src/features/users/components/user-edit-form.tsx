import type { UserDto } from '@torget/contract';
import {
  Button,
  Form,
  FormCheckbox,
  FormError,
  FormSelectField,
  FormTextField,
  useApiForm,
  useWatch,
} from '@torget/ui';
import { updateUser } from '../api/users';
import { useT } from '../../../lib/i18n';

/** docs/product.md §2 Seller info 2: the plans; plan 3 cannot be chosen yet. */
const plans = [
  { value: '1', label: 'plan.1', disabled: false },
  { value: '2', label: 'plan.2', disabled: false },
  { value: '3', label: 'plan.3', disabled: true },
] as const;

/** docs/product.md §2 user edit: is_seller, is_admin and the domain, plus the plan (only admins change plans). */
/** A host name as an example, the same in every language. */
const DOMAIN_EXAMPLE = 'butik.example.se';

type UserValues = { isSeller: boolean; isAdmin: boolean; plan: string; domain: string };

export function UserEditForm({
  user,
  onSaved,
  onClosingShop,
}: {
  user: UserDto;
  onSaved: (user: UserDto) => void;
  /** Closing an open shop restricts its seller: asks for the statement of reasons and closes it (true) or not. */
  onClosingShop?: () => Promise<boolean>;
}) {
  const { t } = useT();
  const form = useApiForm<UserValues>({
    defaultValues: {
      isSeller: user.is_seller,
      isAdmin: user.is_admin,
      plan: user.seller.plan ? String(user.seller.plan) : '',
      domain: user.seller.domain,
    },
  });
  const plan = useWatch({ control: form.control, name: 'plan' });
  const domainAllowed = plan === '2';

  const save = async ({ isSeller, isAdmin, plan, domain }: UserValues) => {
    if (user.is_seller && !isSeller && onClosingShop && !(await onClosingShop())) return;
    const saved = await updateUser(user._id, {
      _id: user._id,
      is_seller: isSeller,
      is_admin: isAdmin,
      ...(plan ? { seller_plan: Number(plan) } : {}),
      seller_domain: plan === '2' ? domain.trim() : '',
    });
    onSaved(saved);
  };

  return (
    <Form form={form} onSubmit={save} noValidate aria-label={t('userForm.label')}>
      <FormError />
      <FormCheckbox name="isSeller" label={t('userForm.isSeller')} />
      <FormCheckbox name="isAdmin" label={t('userForm.isAdmin')} />
      <FormSelectField name="plan" label={t('userForm.plan')}>
        {!plan && <option value="">{t('userForm.noPlan')}</option>}
        {plans.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {t(option.label)}
          </option>
        ))}
      </FormSelectField>
      {/* Only plan 2 may have a domain: without it the field is disabled and Update sends none. */}
      <FormTextField
        name="domain"
        label={t('userForm.domain')}
        disabled={!domainAllowed}
        placeholder={domainAllowed ? DOMAIN_EXAMPLE : ''}
        hint={domainAllowed ? t('userForm.domainHint') : t('userForm.domainNotAllowed')}
      />
      <Button type="submit" disabled={form.sending}>
        {t('common.update')}
      </Button>
    </Form>
  );
}
