import styled from 'styled-components';
import type { NextAction } from '../../lib/next-action';
import { CopyButton } from './copy-button';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};

  /* On a phone one cannot scan one's own screen: the values to copy come first, the code after. */
  @media ${({ theme }) => theme.wide} {
    flex-direction: column-reverse;
  }
`;

const Code = styled.img`
  display: block;
  align-self: center;
  width: min(100%, 300px);
  height: auto;
  aspect-ratio: 1;
  image-rendering: pixelated;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  flex: 1;

  div {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => `0 ${theme.space(3)}`};
  }

  dt {
    grid-column: 1 / -1;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }

  dd {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

/** A QR code to scan from another phone, and the same details to copy on this one. */
export function QrPayment({ action }: { action: Extract<NextAction, { kind: 'qr' }> }) {
  return (
    <>
      <Layout>
        <Details>
          {action.details.map((detail) => (
            <div key={detail.label}>
              <dt>{detail.label}</dt>
              <dd>{detail.text}</dd>
              {detail.copy !== undefined && <CopyButton value={detail.copy} label={detail.label} />}
            </div>
          ))}
        </Details>
        {action.image && <Code src={action.image} alt={action.alt} width={300} height={300} />}
      </Layout>
      <p>{action.next}</p>
    </>
  );
}
