import { buttonStyles, type ButtonStyleProps } from '@torget/ui';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button-link';
import { useSession } from '../../../lib/session';

/** docs/product.md §2/§9 plans: 1 free with 5 products, 2 with 50 products and an optional own domain, 3 not selectable yet. */
const PLANS = [
  { plan: 1, price: 'Gratis', facts: ['Max 5 produkter', 'Adress på plattformen'], selectable: true },
  { plan: 2, price: '299 kr per år', facts: ['Max 50 produkter', 'Egen domän (valfritt)'], selectable: true },
  { plan: 3, price: '499 kr per år', facts: ['Domän ingår', 'Inte valbar än'], selectable: false },
] as const;

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
  const user = useSession();
  return (
    <Grid aria-label="Plans">
      {PLANS.map(({ plan, price, facts, selectable }) => {
        const form = `/become_seller/${plan}`;
        return (
          <Plan key={plan} $muted={!selectable}>
            <h3>Plan {plan}</h3>
            <PriceText>{price}</PriceText>
            <ul>
              {facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
            {selectable ? (
              <Choose to={user ? form : `/signin?redirect=${form}`}>Välj plan {plan}</Choose>
            ) : (
              <NotYet aria-disabled="true">Inte valbar än</NotYet>
            )}
          </Plan>
        );
      })}
    </Grid>
  );
}
