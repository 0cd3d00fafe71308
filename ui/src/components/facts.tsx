import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The list's own width decides its layout (container query), so a narrow column stacks as a phone does. */
const Frame = styled.div`
  container-type: inline-size;
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }

  dt:not(:first-child) {
    margin-top: ${({ theme }) => theme.space(2)};
  }

  dd {
    margin: 0;
    /* Addresses and texts people wrote keep their line breaks; long numbers, links and words wrap. */
    white-space: pre-line;
    overflow-wrap: anywhere;
  }

  @container (min-width: 34rem) {
    grid-template-columns: fit-content(14rem) minmax(0, 1fr);
    gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    align-items: baseline;

    dt,
    dt:not(:first-child) {
      grid-column: 1;
      margin-top: 0;
    }

    dd {
      grid-column: 2;
    }

    /* Anything else (a picture of the thing described) spans the whole row. */
    > :not(dt):not(dd) {
      grid-column: 1 / -1;
    }
  }
`;

/**
 * Facts as a definition list (`<dt>` name, `<dd>` value): the name beside its value where the list has room,
 * small and muted above it in a narrow column or on a phone (320–390 px); long values wrap. A `<dd>` without
 * its own `<dt>` continues the value before it.
 */
export function Facts({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Frame className={className}>
      <List>{children}</List>
    </Frame>
  );
}
