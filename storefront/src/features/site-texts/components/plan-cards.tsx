import { buttonStyles, type ButtonStyleProps } from '@torget/ui';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button-link';
import { useT, type MessageId } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';

/** docs/product.md §2/§9 plans: 1 free with 5 products, 2 with 50 products and an optional own domain, 3 not selectable yet. */
const PLANS = [
  { plan: 1, perYear: 0, products: 5, facts: ['plans.addressOnPlatform'], selectable: true },
  { plan: 2, perYear: 299, products: 50, facts: ['plans.ownDomain'], selectable: true },
  {
    plan: 3,
    perYear: 499,
    products: undefined,
    facts: ['plans.domainIncluded', 'plans.notYet'],
    selectable: false,
  },
] as const satisfies readonly {
  plan: number;
  perYear: number;
  products: number | undefined;
  facts: readonly MessageId[];
  selectable: boolean;
}[];

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(6)} 0 0;
  padding: 0;
  list-style: none;
`;

const Plan = styled.li<{ $muted: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-content: start;
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme, $muted }) => ($muted ? theme.colors.border : theme.colors.brand)};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0;
  }

  ul {
    margin: 0;
    padding-left: 1.2em;
  }
`;

const PriceText = styled.p`
  margin: 0;
  font-size: 1.3rem;
  font-weight: 700;
`;

const Choose = styled(ButtonLink)`
  margin-top: ${({ theme }) => theme.space(2)};
`;

const NotYet = styled.span<ButtonStyleProps>`
  ${buttonStyles}
  margin-top: ${({ theme }) => theme.space(2)};
  opacity: 0.55;
  cursor: not-allowed;
`;

/** Plans 1 and 2 lead to their application form, through sign-in when signed out; plan 3 is shown, not selectable. */
export function PlanCards() {
  const { t, money } = useT();
  const user = useSession();
  return (
    <Grid aria-label={t('plans.list')}>
      {PLANS.map(({ plan, perYear, products, facts, selectable }) => {
        const form = `/become_seller/${plan}`;
        return (
          <Plan key={plan} $muted={!selectable}>
            <h3>{t('plans.name', { plan })}</h3>
            <PriceText>{perYear ? t('plans.perYear', { price: money(perYear) }) : t('plans.free')}</PriceText>
            <ul>
              {products !== undefined && <li>{t('plans.maxProducts', { count: products })}</li>}
              {facts.map((fact) => (
                <li key={fact}>{t(fact)}</li>
              ))}
            </ul>
            {selectable ? (
              <Choose to={user ? form : `/signin?redirect=${form}`}>{t('plans.choose', { plan })}</Choose>
            ) : (
              <NotYet aria-disabled="true">{t('plans.notYet')}</NotYet>
            )}
          </Plan>
        );
      })}
    </Grid>
  );
}
