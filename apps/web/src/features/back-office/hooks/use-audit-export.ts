import { useState } from 'react';
import { notify, notifyError } from '../../../shared/notify/notify';
import { exportAudit } from '../api/export-audit';
import type { AuditFilterFields } from '../api/list-audit';
import { backOfficeT as t } from '@mostrador/shared/messages/es-MX-back-office';

/** Downloads the filtered trail as bitacora.csv (a POST, so a plain link cannot do it). */
export function useAuditExport(token: string) {
  const [isExporting, setExporting] = useState(false);
  const download = async (filter: Omit<AuditFilterFields, 'PAGE'>) => {
    setExporting(true);
    try {
      const url = URL.createObjectURL(await exportAudit(token, filter));
      const link = Object.assign(document.createElement('a'), { href: url, download: 'bitacora.csv' });
      link.click();
      // The browser has the file once the click is handled; the URL is freed a little later.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      notify({ type: 'positive', message: t('audit.exported') });
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };
  return { isExporting, download };
}
