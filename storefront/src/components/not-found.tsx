import styled from 'styled-components';
import { usePageTitle } from '../lib/use-page-title';
import { ButtonLink } from './button-link';

const Box = styled.div`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(10)} auto;
  text-align: center;

  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A real not-found page: unknown paths, and products or shops that don't exist (the server answers 404 too). */
export function NotFound({ title = 'Page not found', text }: { title?: string; text?: string }) {
  usePageTitle(`${title} – Torget`);
  return (
    <Box>
      <h1>{title}</h1>
      <p>{text ?? 'The page you are looking for does not exist or has been moved.'}</p>
      <ButtonLink to="/">Till startsida</ButtonLink>
    </Box>
  );
}
