import { Button } from '@mantine/core';
import {
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_FILE_BYTES,
  IMPORT_MAX_INFLATED_BYTES,
  IMPORT_MAX_ROWS,
} from '@mostrador/shared/constants/limits';
import type { ImportJob } from '@mostrador/shared/schemas/catalogue-import';
import { catalogueImportT as t } from '@mostrador/shared/messages/es-MX-catalogue-import';
import { useRef, useState } from 'react';
import { notify, notifyError } from '../../../shared/notify/notify';
import { downloadTemplate, exportCatalogue, uploadFile } from '../api/imports';
import styles from '../catalogue-import.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';

const MIB = 1_048_576;
const number = (n: number) => n.toLocaleString('es-MX');
/** What the server refuses a file for (issue 30), said before the upload. */
const LIMITS_TEXT = t('screen.limits', {
  mib: Math.round(IMPORT_MAX_FILE_BYTES / MIB),
  rows: number(IMPORT_MAX_ROWS),
  columns: number(IMPORT_MAX_COLUMNS),
  cell: number(IMPORT_MAX_CELL_CHARS),
  inflated: Math.round(IMPORT_MAX_INFLATED_BYTES / MIB),
});

type Download = 'export' | 'csv' | 'xlsx';
const DOWNLOADS: Record<Download, { fileName: string; fetch: (token: string) => Promise<Blob> }> = {
  export: { fileName: 'catalogo.csv', fetch: exportCatalogue },
  csv: { fileName: 'plantilla-catalogo.csv', fetch: (token) => downloadTemplate(token, 'CSV') },
  xlsx: { fileName: 'plantilla-catalogo.xlsx', fetch: (token) => downloadTemplate(token, 'XLSX') },
};

/** Step 1: choose and upload a file; or download the import's template, or the catalogue in the same columns. */
export function FileStep({ token, onUploaded }: { token: string; onUploaded: (job: ImportJob, sample: string[][]) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | Download | null>(null);

  const upload = async () => {
    if (!file) return notify({ type: 'warning', message: t('screen.chooseFile') });
    setBusy('upload');
    try {
      const { JOB } = await uploadFile(token, file);
      onUploaded(JOB, JOB.SAMPLE);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };

  const download = async (kind: Download) => {
    setBusy(kind);
    try {
      const url = URL.createObjectURL(await DOWNLOADS[kind].fetch(token));
      Object.assign(document.createElement('a'), { href: url, download: DOWNLOADS[kind].fileName }).click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      if (kind === 'export') notify({ type: 'positive', message: t('screen.exported') });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={staffStyles.section}>
      <p className={staffStyles.muted}>{t('screen.intro')}</p>
      <p className={staffStyles.muted}>{LIMITS_TEXT}</p>
      <form
        noValidate
        className={styles.row}
        onSubmit={(e) => {
          e.preventDefault();
          void upload();
        }}
      >
        {/* The browser's own file button speaks the browser's language; this one speaks Spanish. */}
        <input
          ref={input}
          hidden
          type="file"
          aria-label={t('screen.file')}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
        />
        <Button type="button" size="xs" variant="default" onClick={() => input.current?.click()}>
          {t('screen.chooseButton')}
        </Button>
        <span className={styles.file}>{file?.name ?? t('screen.noFile')}</span>
        <Button type="submit" size="xs" loading={busy === 'upload'}>
          {t('screen.upload')}
        </Button>
        <Button type="button" size="xs" variant="default" loading={busy === 'export'} onClick={() => void download('export')}>
          {t('screen.export')}
        </Button>
      </form>
      <div className={styles.row}>
        <Button type="button" size="xs" variant="subtle" loading={busy === 'csv'} onClick={() => void download('csv')}>
          {t('screen.templateCsv')}
        </Button>
        <Button type="button" size="xs" variant="subtle" loading={busy === 'xlsx'} onClick={() => void download('xlsx')}>
          {t('screen.templateXlsx')}
        </Button>
      </div>
    </section>
  );
}
