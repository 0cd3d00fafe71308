import type { ReactNode } from 'react';
import styled from 'styled-components';

type Variant = 'info' | 'danger' | 'success';

const Box = styled.div<{ $variant: Variant }>`
  padding: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme, $variant }) => theme.colors[$variant]};
  background: ${({ theme, $variant }) => theme.colors[`${$variant}Surface`]};
`;

/** A message in a coloured box; `danger` is docs/product.md §8's red alert. */
export function MessageBox({ variant = 'info', children }: { variant?: Variant; children: ReactNode }) {
  return (
    <Box role={variant === 'danger' ? 'alert' : 'status'} $variant={variant}>
      {children}
    </Box>
  );
}
