import { buttonStyles, type ButtonStyleProps } from '@torget/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A router link that looks like the kit's Button (same `$variant`, `$size`, `$block`). */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
