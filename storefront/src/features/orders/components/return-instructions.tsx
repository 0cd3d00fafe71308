import type { ReturnToDto } from '@torget/contract';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';

const Box = styled.section`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.05rem;
  }

  p,
  address {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    overflow-wrap: anywhere;
  }

  address {
    font-style: normal;
    font-weight: 600;
  }

  /* The shop's own line breaks. */
  p:last-child {
    margin-bottom: 0;
    white-space: pre-line;
  }
`;

/**
 * 'Så returnerar du': where the buyer who withdrew sends the goods back (the shop's return address, or its
 * own address when it set none) and the shop's instructions in her language.
 */
export function ReturnInstructions({ to }: { to: ReturnToDto }) {
  const { t, locale } = useT();
  const instructions = to.instructions[locale];
  return (
    <Box aria-labelledby="return-to">
      <h3 id="return-to">{t('withdrawal.returnHeading')}</h3>
      <p>{t('withdrawal.returnSend')}</p>
      <address aria-label={t('withdrawal.returnAddressLabel')}>
        {to.name}
        <br />
        {to.address}
        <br />
        {to.postalCode} {to.city}
      </address>
      {instructions && <p>{instructions}</p>}
    </Box>
  );
}
