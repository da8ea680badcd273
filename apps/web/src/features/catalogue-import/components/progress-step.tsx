import { Alert, Button, Progress } from '@mantine/core';
import { catalogueImportT as t } from '@mostrador/shared/messages/es-MX-catalogue-import';
import type { ImportJob } from '@mostrador/shared/schemas/catalogue-import';
import styles from '../catalogue-import.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';

const n = (value: number) => value.toLocaleString('es-MX');

/** Step 4: the apply's progress bar; when it stops, what it did or why it stopped (and resume). */
export function ProgressStep({ job, onResume, onAnother }: { job: ImportJob; onResume: () => void; onAnother: () => void }) {
  const percent = job.TOTAL_ROWS === 0 ? 0 : Math.round((job.DONE_ROWS / job.TOTAL_ROWS) * 100);
  return (
    <section className={staffStyles.section} aria-live="polite">
      <Progress value={percent} size="lg" aria-label={t('screen.progress')} animated={job.STATUS === 'RUNNING'} />
      {job.STATUS === 'RUNNING' ? (
        <p className={staffStyles.muted}>
          {t('screen.applying', { done: job.DONE_ROWS.toLocaleString('es-MX'), total: job.TOTAL_ROWS.toLocaleString('es-MX') })}
        </p>
      ) : job.STATUS === 'DONE' ? (
        <Alert color="green" variant="light">
          {t('screen.done', { created: n(job.CREATED), updated: n(job.UPDATED), stock: n(job.STOCK_CHANGES) })}
        </Alert>
      ) : (
        <Alert color="red" variant="light" title={t('screen.failed')}>
          {job.ERROR}
        </Alert>
      )}
      <div className={styles.row}>
        {job.STATUS === 'FAILED' ? (
          <Button size="xs" onClick={onResume}>
            {t('screen.resume')}
          </Button>
        ) : null}
        {job.STATUS !== 'RUNNING' ? (
          <Button size="xs" variant="default" onClick={onAnother}>
            {t('screen.another')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
