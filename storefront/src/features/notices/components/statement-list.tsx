import { MessageBox } from '@torget/ui';
import styled from 'styled-components';
import { PageState } from '../../../components/page-state';
import { useT } from '../../../lib/i18n';
import { useMyStatements } from '../api/notices';
import { StatementCard } from './statement-card';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 48rem;
`;

/** The signed-in user's decisions ("Beslut"), newest first, each with its appeal. */
export function StatementList({ userId }: { userId: string }) {
  const { t } = useT();
  const { data, error, mutate } = useMyStatements(userId);
  if (!data) return <PageState error={error} />;
  if (!data.statements.length) return <MessageBox>{t('decisions.none')}</MessageBox>;
  return (
    <List>
      {data.statements.map((statement) => (
        <StatementCard key={statement._id} statement={statement} onChanged={() => void mutate()} />
      ))}
    </List>
  );
}
