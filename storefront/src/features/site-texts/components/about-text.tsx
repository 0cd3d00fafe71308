import { LoadingIndicator, MessageBox } from '@torget/ui';
import { SafeHtml } from '../../../lib/safe-html';
import { useSiteTexts } from '../api/get-site-texts';

/** The marketplace's About text (edited under Admin / Settings). */
export function AboutText() {
  const { data, error, isLoading } = useSiteTexts();
  if (isLoading) return <LoadingIndicator />;
  if (error) return <MessageBox variant="danger">{(error as Error).message}</MessageBox>;
  return <SafeHtml html={data?.about_text ?? ''} />;
}
