import './mantine-styles';
import { catalogueImportT as t } from '@mostrador/shared/messages/es-MX-catalogue-import';
import type { ImportDryRunResponse, ImportJob } from '@mostrador/shared/schemas/catalogue-import';
import { useEffect, useState } from 'react';
import { notifyError } from '../../shared/notify/notify';
import { MantineScope } from '../../shared/theme/mantine-scope';
import { useAuthStore } from '../auth';
import { applyImport, dryRun, importStatus } from './api/imports';
import { FileStep } from './components/file-step';
import { MappingStep } from './components/mapping-step';
import { ProgressStep } from './components/progress-step';
import { ReviewStep } from './components/review-step';
import staffStyles from '../../shared/ui/staff-screen.module.css';

const POLL_MS = 500;

/**
 * `/admin/catalogue_import` (CATALOGUE or ADMIN): upload a CSV or XLSX, map its columns, review
 * every problem (a dry run writes nothing), apply with a progress bar, resume a stopped apply;
 * export the catalogue in the same columns.
 */
export function CatalogueImportPage() {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const [job, setJob] = useState<ImportJob | null>(null);
  const [sample, setSample] = useState<string[][]>([]);
  const [mapping, setMapping] = useState<string[]>([]);
  const [report, setReport] = useState<ImportDryRunResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const applying = job !== null && ['RUNNING', 'DONE', 'FAILED'].includes(job.STATUS);

  useEffect(() => {
    document.title = t('screen.title');
  }, []);

  // While the apply runs, ask how far it got.
  useEffect(() => {
    if (job?.STATUS !== 'RUNNING') return;
    const timer = setTimeout(() => {
      importStatus(token, job.JOB_ID).then(({ JOB }) => setJob(JOB), notifyError);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job, token]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  const review = () =>
    run(async () => {
      const answer = await dryRun(token, job!.JOB_ID, mapping);
      setReport(answer);
      setJob(answer.JOB);
    });
  const apply = () => run(async () => setJob((await applyImport(token, job!.JOB_ID)).JOB));
  const reset = () => {
    setJob(null);
    setReport(null);
  };

  return (
    <MantineScope>
      <div className={staffStyles.page}>
        <h1 className={staffStyles.title}>{t('screen.title')}</h1>
        {!applying ? (
          <FileStep
            token={token}
            onUploaded={(uploaded, rows) => {
              setJob(uploaded);
              setSample(rows);
              setMapping(uploaded.MAPPING);
              setReport(null);
            }}
          />
        ) : null}
        {job && !applying ? (
          <MappingStep
            job={job}
            sample={sample}
            mapping={mapping}
            onChange={(next) => {
              setMapping(next);
              setReport(null);
            }}
            onDryRun={() => void review()}
            busy={busy}
          />
        ) : null}
        {report && !applying ? <ReviewStep report={report} onApply={() => void apply()} busy={busy} /> : null}
        {job && applying ? <ProgressStep job={job} onResume={() => void apply()} onAnother={reset} /> : null}
      </div>
    </MantineScope>
  );
}
