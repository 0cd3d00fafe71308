import type { ImportProgressDto } from '@torget/contract';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Bar = styled.progress`
  width: 100%;
  height: 1rem;
  accent-color: ${({ theme }) => theme.colors.brand};
`;

/** The step and its count as words: "Granskar raderna", "1 200 av 2 000 rader". */
function useWords(progress: ImportProgressDto | null) {
  const { t } = useT();
  if (!progress) return null;
  const { step, done, total } = progress;
  return {
    label: t(`productImport.step.${step}`),
    count: t(step === 'images' ? 'productImport.count.images' : 'productImport.count.rows', { done, total }),
  };
}

/** A step is announced at its start, at each quarter and at its end: often enough to follow, not every line. */
const ANNOUNCED_PARTS = 4;
const partOf = ({ step, done, total }: ImportProgressDto) =>
  `${step} ${total ? Math.floor((done / total) * ANNOUNCED_PARTS) : ANNOUNCED_PARTS}`;

/**
 * What a polite live region says about the import's progress ("Granskar raderna: 1 200 av 2 000 rader"): it
 * changes only when the step or its quarter does, so a screen reader is not read every line the server sends.
 */
export function useProgressAnnouncement(progress: ImportProgressDto | null): string {
  const { t } = useT();
  const words = useWords(progress);
  const part = progress ? partOf(progress) : '';
  const [announced, setAnnounced] = useState({ part: '', text: '' });
  if (words && part !== announced.part)
    setAnnounced({ part, text: t('productImport.announce', { step: words.label, count: words.count }) });
  return progress ? announced.text : '';
}

/**
 * The import's progress as the server reports it: the step labels a `<progress value max>` and its count
 * stands beside it; until the first report (the file is still on its way) the bar is indeterminate.
 */
export function ImportProgressBar({
  progress,
  waiting,
}: {
  progress: ImportProgressDto | null;
  waiting: string;
}) {
  const id = useId();
  const words = useWords(progress);
  return (
    <Wrap>
      <label htmlFor={id}>{words?.label ?? waiting}</label>
      <Bar id={id} value={progress?.done} max={progress ? Math.max(progress.total, 1) : undefined} />
      {words && <span>{words.count}</span>}
    </Wrap>
  );
}
