import { Card } from '@torget/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Fieldset = styled(Card).attrs({ as: 'fieldset' })`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  min-width: 0;

  legend {
    float: left;
    width: 100%;
    margin-bottom: ${({ theme }) => theme.space(3)};
    font-size: 1.2rem;
    font-weight: 700;
  }

  legend + * {
    clear: both;
  }
`;

/** One part of the settings form: a fieldset, so its legend names the fields inside for screen readers. */
export function SettingsSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {children}
    </Fieldset>
  );
}

/** Two fields side by side on a wide screen (post number and city), the second the wider. */
export const Pair = styled.div`
  display: grid;
  align-items: start;
  gap: 0 ${({ theme }) => theme.space(4)};

  @media ${({ theme }) => theme.wide} {
    grid-template-columns: 1fr 2fr;
  }
`;
