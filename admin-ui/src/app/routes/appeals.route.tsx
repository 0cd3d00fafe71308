import { adminPaths } from '@torget/contract/browser';
import { MessageBox } from '@torget/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadState } from '../../components/load-state';
import { useAppeals } from '../../features/notices/api/notices';
import { AppealCard } from '../../features/notices/components/appeal-card';
import { useT } from '../../lib/i18n';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

/** Appealed decisions waiting for an answer, oldest first. */
export function AppealsRoute() {
  const { t } = useT();
  const { data, error, mutate } = useAppeals();
  return (
    <>
      <p>
        <Link to={adminPaths.notices}>{t('notices.back')}</Link>
      </p>
      <h1>{t('appeals.title')}</h1>
      {!data ? (
        <LoadState error={error} />
      ) : data.statements.length ? (
        <List>
          {data.statements.map((statement) => (
            <AppealCard key={statement._id} statement={statement} onDecided={() => void mutate()} />
          ))}
        </List>
      ) : (
        <MessageBox>{t('appeals.none')}</MessageBox>
      )}
    </>
  );
}
