import type { ImportProgressDto, ImportReportDto } from '@torget/contract';
import { Button, Card, MessageBox, VisuallyHidden } from '@torget/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { announceChange } from '../../../lib/data-changed';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n';
import { downloadExport, downloadTemplate, importProducts } from '../api/product-import';
import { ImportColumns } from './import-columns';
import { ImportProgressBar, useProgressAnnouncement } from './import-progress';
import { ImportReport } from './import-report';

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h1,
  h2,
  p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

type Phase = 'idle' | 'checking' | 'checked' | 'importing' | 'done';

/**
 * "Importera produkter": choose a CSV file, see the dry run row by row (created, changed, refused and
 * why), then confirm; the server writes everything or nothing. The template and the shop's own products
 * (the same columns) download from here.
 */
export function ProductImport() {
  const { t } = useT();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [report, setReport] = useState<ImportReportDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<ImportProgressDto | null>(null);
  const announcement = useProgressAnnouncement(progress);

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setError(null);
    setPhase(dryRun ? 'checking' : 'importing');
    setProgress(null);
    try {
      const answer = await importProducts(file, dryRun, setProgress);
      setReport(answer);
      setPhase(dryRun ? 'checked' : 'done');
      if (!dryRun) await announceChange('catalogue');
    } catch (failure) {
      setError(errorMessage(failure));
      setPhase(report ? 'checked' : 'idle');
    }
  };

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    setError(null);
    setPhase('idle');
  };

  const busy = phase === 'checking' || phase === 'importing';
  const busyText = t(phase === 'checking' ? 'productImport.checking' : 'productImport.importing');
  const canImport = phase === 'checked' && report && report.refused === 0 && report.rows.length > 0;

  return (
    <Panel>
      <h1>{t('productImport.heading')}</h1>
      <p>{t('productImport.intro')}</p>
      <Row>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => void downloadTemplate().catch((failure) => setError(errorMessage(failure)))}
        >
          {t('productImport.template')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => void downloadExport().catch((failure) => setError(errorMessage(failure)))}
        >
          {t('productImport.export')}
        </Button>
      </Row>
      <ImportColumns />
      <Row>
        <label htmlFor={fileId}>{t('productImport.file')}</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <Button type="button" disabled={!file || busy} onClick={() => void run(true)}>
          {t('productImport.check')}
        </Button>
      </Row>
      <div role="status" aria-live="polite">
        {busy && (
          <>
            <p>{busyText}</p>
            {announcement && <VisuallyHidden>{announcement}</VisuallyHidden>}
          </>
        )}
        {report && phase === 'checked' && (
          <p>
            {t('productImport.summary', {
              created: report.created,
              updated: report.updated,
              refused: report.refused,
            })}
          </p>
        )}
      </div>
      {busy && <ImportProgressBar progress={progress} waiting={busyText} />}
      {report && phase === 'done' && (
        <MessageBox variant="success">
          {t('productImport.done', { created: report.created, updated: report.updated })}{' '}
          <Link to="/productlist/seller">{t('productImport.back')}</Link>
        </MessageBox>
      )}
      {error && <MessageBox variant="danger">{error}</MessageBox>}
      {report && phase === 'checked' && (
        <>
          {report.refused > 0 && <MessageBox variant="danger">{t('productImport.fixAndRetry')}</MessageBox>}
          {canImport && (
            <Row>
              <Button type="button" onClick={() => void run(false)}>
                {t('productImport.confirm', { count: report.created + report.updated })}
              </Button>
            </Row>
          )}
          <ImportReport report={report} />
        </>
      )}
    </Panel>
  );
}
