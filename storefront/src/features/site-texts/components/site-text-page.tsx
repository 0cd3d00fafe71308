import { ServerHtml } from '@torget/ui';
import type { SiteSettingsDto } from '@torget/contract';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageState } from '../../../components/page-state';
import { useSiteTitle } from '../../../lib/use-page-title';
import { useSiteTexts } from '../api/get-site-texts';

const Article = styled.article`
  max-width: 820px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** The settings that are texts (not the site's switches). */
type SiteText = {
  [K in keyof SiteSettingsDto]: SiteSettingsDto[K] extends string ? K : never;
}[keyof SiteSettingsDto];

/** An information page: one of the site texts (sanitized HTML from the settings) and the page's own actions. */
export function SiteTextPage({
  text,
  title,
  children,
}: {
  text: SiteText;
  title: string;
  children?: ReactNode;
}) {
  const { data, error } = useSiteTexts();
  useSiteTitle(title);
  return (
    <Article aria-labelledby="site-text-title">
      <h1 id="site-text-title">{title}</h1>
      {data ? <ServerHtml html={data[text]} /> : <PageState error={error} />}
      {children}
    </Article>
  );
}
