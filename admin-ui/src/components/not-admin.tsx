import { ADMIN_BASE } from '@torget/contract/browser';
import { Button, MessageBox } from '@torget/ui';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { storefrontHref } from '../lib/config';
import { session } from '../lib/session';
import { useT } from '../lib/i18n';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

/** What a signed-in person without the admin flag sees on an admin screen: a clear no, and ways on. */
export function NotAdmin({ name }: { name: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const switchUser = () => {
    session.signOut();
    navigate(`${ADMIN_BASE}/signin`, { replace: true });
  };
  return (
    <section aria-labelledby="not-admin-title">
      <h1 id="not-admin-title">{t('notAdmin.title')}</h1>
      <MessageBox variant="danger">{t('notAdmin.text', { name })}</MessageBox>
      <Actions>
        <Button as="a" href={storefrontHref('/')} $variant="secondary">
          {t('notAdmin.marketplace')}
        </Button>
        <Button type="button" onClick={switchUser}>
          {t('notAdmin.signIn')}
        </Button>
      </Actions>
    </section>
  );
}
