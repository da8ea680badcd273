import { Button, Loader, TextInput } from '@mantine/core';
import { AUDIT_ACTIONS, auditActionLabel } from '@mostrador/shared/messages/es-MX-back-office-api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../shared/api/api-error';
import { ErrorState } from '../../../shared/ui/state-panel';
import { useAuthStore } from '../../auth';
import { useAuditExport } from '../hooks/use-audit-export';
import { auditListQuery, type AuditFilterFields } from '../api/list-audit';
import { dayEndIso, dayStartIso } from '../format';
import styles from '../back-office.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import { Pager } from './account-search';
import { AuditTable } from './audit-table';
import { SelectField } from '../../../shared/ui/select-field';
import { backOfficeT as t } from '@mostrador/shared/messages/es-MX-back-office';

/** What the filter form holds, as typed. */
interface FilterForm {
  actor: string;
  target: string;
  action: string;
  from: string;
  to: string;
}
const EMPTY: FilterForm = { actor: '', target: '', action: '', from: '', to: '' };
const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: auditActionLabel(action) }));
const idOf = (text: string): number | undefined => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);

function toFilter(form: FilterForm): Omit<AuditFilterFields, 'PAGE'> {
  const filter: Omit<AuditFilterFields, 'PAGE'> = {};
  if (idOf(form.actor)) filter.ACTOR_ID = idOf(form.actor);
  if (idOf(form.target)) filter.TARGET_ID = idOf(form.target);
  if (form.action) filter.ACTION = form.action;
  if (form.from) filter.FROM = dayStartIso(form.from);
  if (form.to) filter.TO = dayEndIso(form.to);
  return filter;
}

/** "Bitácora": filter by who, on whom, what and dates; page through; export the filtered CSV. */
export function AuditTab() {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const [form, setForm] = useState<FilterForm>(EMPTY);
  const [applied, setApplied] = useState<FilterForm>(EMPTY);
  const [page, setPage] = useState(1);
  const list = useQuery(auditListQuery(token, { ...toFilter(applied), PAGE: page }));
  const apply = (next: FilterForm) => {
    setForm(next);
    setApplied(next);
    setPage(1);
  };
  const field = (key: 'actor' | 'target' | 'from' | 'to') => ({
    value: form[key],
    onChange: (e: { currentTarget: { value: string } }) => setForm({ ...form, [key]: e.currentTarget.value }),
  });
  const badId = (text: string) => (text.trim() && !idOf(text) ? t('audit.badId') : undefined);
  const exporter = useAuditExport(token);

  return (
    <section className={staffStyles.page} aria-labelledby="audit-title">
      <h2 id="audit-title" className={staffStyles.sectionTitle}>
        {t('audit.title')}
      </h2>
      <form
        noValidate
        className={styles.filters}
        aria-label={t('audit.filters')}
        onSubmit={(e) => {
          e.preventDefault();
          apply(form);
        }}
      >
        <TextInput size="xs" label={t('audit.actor')} inputMode="numeric" error={badId(form.actor)} {...field('actor')} />
        <TextInput size="xs" label={t('audit.target')} inputMode="numeric" error={badId(form.target)} {...field('target')} />
        <SelectField
          label={t('audit.action')}
          options={[{ value: '', label: t('audit.anyAction') }, ...ACTION_OPTIONS]}
          value={form.action}
          onChange={(action) => setForm({ ...form, action })}
        />
        <TextInput size="xs" type="date" label={t('audit.from')} {...field('from')} />
        <TextInput size="xs" type="date" label={t('audit.to')} {...field('to')} />
        <Button size="xs" type="submit">
          {t('audit.apply')}
        </Button>
        <Button size="xs" variant="default" onClick={() => apply(EMPTY)}>
          {t('audit.clear')}
        </Button>
        <Button size="xs" variant="light" loading={exporter.isExporting} onClick={() => void exporter.download(toFilter(applied))}>
          {t('audit.export')}
        </Button>
      </form>
      <p className={staffStyles.muted}>{t('audit.idHint')}</p>
      {list.isError ? (
        <ErrorState message={messageOf(list.error)} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Loader size="sm" role="status" aria-label={t('audit.loading')} />
      ) : (
        <AuditTable
          entries={list.data.entries}
          emptyText={t('audit.none')}
          label={t('audit.list')}
          onActor={(id) => apply({ ...applied, actor: String(id) })}
        />
      )}
      <Pager page={page} hasMore={list.data?.HAS_MORE ?? false} onPage={setPage} />
    </section>
  );
}
