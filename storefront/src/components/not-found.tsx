import styled from 'styled-components';
import { useT } from '../lib/i18n';
import { useSiteTitle } from '../lib/use-page-title';
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
export function NotFound({ title, text }: { title?: string; text?: string }) {
  const { t } = useT();
  const heading = title ?? t('pageNotFound.title');
  useSiteTitle(heading);
  return (
    <Box>
      <h1>{heading}</h1>
      <p>{text ?? t('pageNotFound.text')}</p>
      <ButtonLink to="/">{t('common.toHome')}</ButtonLink>
    </Box>
  );
}
