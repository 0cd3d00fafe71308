import type { UserDto } from '@torget/contract';
import { adminPaths } from '@torget/contract/browser';
import { Button, Card, MessageBox, errorMessage } from '@torget/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadState } from '../../components/load-state';
import { useReasonsFlow } from '../../components/reasons-dialog';
import { restrict } from '../../features/notices/api/notices';
import { updateUser, useTraderDetails, useUser } from '../../features/users/api/users';
import { ApplicationDetails } from '../../features/users/components/application-details';
import { TraderChecklist } from '../../features/users/components/trader-checklist';
import { UserEditForm } from '../../features/users/components/user-edit-form';
import { useT } from '../../lib/i18n';
import { Columns } from '../../components/columns';

const Approval = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.infoSurface};
  color: ${({ theme }) => theme.colors.info};
  p {
    margin: 0;
    font-weight: 600;
  }
`;

type Notice = { ok: boolean; text: string } | null;

/** docs/product.md §2 /user/{id}/edit: a waiting seller is approved here with one click; flags, plan and domain below. */
export function UserEditRoute() {
  const { t, date } = useT();
  const id = useParams().id ?? '';
  const { data: user, error, mutate } = useUser(id);
  const trader = useTraderDetails(id);
  const [notice, setNotice] = useState<Notice>(null);
  const [approving, setApproving] = useState(false);
  // Closing a shop restricts its seller: the statement of reasons is asked for first (docs/notices.md).
  const closing = useReasonsFlow({
    restrict: (target, reasons) => restrict({ kind: 'suspend_shop', target_id: target, reasons }),
    title: t('reasons.closeShop'),
    confirmLabel: t('reasons.closeShopConfirm'),
    success: t('user.updated'),
  });

  const saved = (text: string) => (next: UserDto) => {
    setNotice({ ok: true, text });
    void mutate(next, { revalidate: false });
  };

  const approve = async () => {
    setApproving(true);
    setNotice(null);
    try {
      saved(t('user.approved'))(await updateUser(id, { is_seller: true }));
    } catch (failure) {
      setNotice({ ok: false, text: errorMessage(failure) });
      // The refusal names what is missing: the checklist shows the trader details as they are now.
      void trader.mutate();
    } finally {
      setApproving(false);
    }
  };

  return (
    <>
      <p>
        <Link to={adminPaths.userList}>{t('user.back')}</Link>
      </p>
      <h1>{t('user.edit.title')}</h1>
      {closing.notice}
      {closing.dialog}
      {notice && <MessageBox variant={notice.ok ? 'success' : 'danger'}>{notice.text}</MessageBox>}
      {!user ? (
        <LoadState error={error} />
      ) : (
        <>
          <p>
            <strong>{user.name}</strong> · {user.email} · {t('user.joined', { date: date(user.createdAt) })}
          </p>
          {user.shop_status === 'Waiting for approval' && (
            <Approval>
              <p>{t('user.applied', { name: user.name, plan: user.seller.plan ?? 1 })}</p>
              <Button type="button" onClick={approve} disabled={approving}>
                {t('user.approve')}
              </Button>
            </Approval>
          )}
          <Columns>
            <Card aria-labelledby="user-settings">
              <h2 id="user-settings">{t('user.accountAndShop')}</h2>
              <UserEditForm
                key={`${user.shop_status}-${user.seller.plan}-${user.seller.domain}-${user.is_admin}`}
                user={user}
                onSaved={saved(t('user.updated'))}
                onClosingShop={() => closing.ask(id)}
              />
            </Card>
            <Card aria-labelledby="application">
              <h2 id="application">{t('user.application')}</h2>
              <ApplicationDetails user={user} />
            </Card>
            {(user.shop_status !== 'Closed' || trader.data?.missing.length !== 3) && (
              <Card aria-labelledby="trader-checklist">
                <h2 id="trader-checklist">{t('traderCheck.heading')}</h2>
                {trader.data ? (
                  <TraderChecklist userId={id} details={trader.data} />
                ) : (
                  <LoadState error={trader.error} />
                )}
              </Card>
            )}
          </Columns>
        </>
      )}
    </>
  );
}
