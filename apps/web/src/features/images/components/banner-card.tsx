import { Badge, Button, Input } from '@mantine/core';
import { useId, useState } from 'react';
import { SLOT_SIZES, type AdminBanner } from '@mostrador/shared/schemas/images-views';
import { useImageUrl } from '../../company';
import { notify } from '../../../shared/notify/notify';
import type { BannerFields } from '../api';
import { UploadButton } from './upload-button';
import styles from '../images.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import { imagesT as t } from '@mostrador/shared/messages/es-MX-images';

const pad = (n: number) => String(n).padStart(2, '0');
/** ISO instant → the `datetime-local` value in this device's time zone, and back. */
export const toLocalInput = (iso: string | null): string => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const fromLocalInput = (value: string): string | null => (value ? new Date(value).toISOString() : null);

interface BannerCardProps {
  banner: AdminBanner;
  onSave: (fields: BannerFields) => Promise<unknown>;
  onReplace: (file: File) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}

function Field({ label, children, wide = false }: { label: string; children: (id: string) => React.ReactNode; wide?: boolean }) {
  const id = useId();
  return (
    <Input.Wrapper id={id} label={label} size="xs" className={wide ? styles.fieldWide : undefined}>
      {children(id)}
    </Input.Wrapper>
  );
}

interface BannerForm {
  TITLE: string;
  LINK: string;
  POSITION: string;
  ACTIVE: boolean;
  STARTS_AT: string;
  ENDS_AT: string;
}

/** The picture at the slot's shape (at most 400 px wide here); opens full size in a new tab. */
function BannerPreview({ banner }: { banner: AdminBanner }) {
  const toImage = useImageUrl();
  const size = SLOT_SIZES[banner.TYPE][0]!;
  const shownWidth = Math.min(size.width, 400);
  return (
    <a href={toImage(banner.IMAGE)} target="_blank" rel="noreferrer" title={t('images.preview', size)}>
      <img
        className={styles.preview}
        src={toImage(banner.IMAGE)}
        alt={banner.TITLE}
        width={shownWidth}
        height={Math.round((shownWidth * size.height) / size.width)}
        style={{ aspectRatio: `${size.width} / ${size.height}`, maxHeight: 240, width: 'auto' }}
        loading="lazy"
      />
    </a>
  );
}

function BannerFieldsGrid({ form, set }: { form: BannerForm; set: (changes: Partial<BannerForm>) => void }) {
  return (
    <div className={styles.fields}>
      <Field label={t('images.colTitle')} wide>
        {(id) => <Input id={id} size="xs" value={form.TITLE} maxLength={120} onChange={(e) => set({ TITLE: e.currentTarget.value })} />}
      </Field>
      <Field label={t('images.colLink')} wide>
        {(id) => (
          <Input
            id={id}
            size="xs"
            value={form.LINK}
            maxLength={500}
            placeholder={t('images.linkExample')}
            onChange={(e) => set({ LINK: e.currentTarget.value })}
          />
        )}
      </Field>
      <Field label={t('images.colOrder')}>
        {(id) => (
          <Input
            id={id}
            size="xs"
            type="number"
            min={0}
            max={9999}
            value={form.POSITION}
            onChange={(e) => set({ POSITION: e.currentTarget.value })}
          />
        )}
      </Field>
      <label className={styles.check}>
        <input type="checkbox" checked={form.ACTIVE} onChange={(e) => set({ ACTIVE: e.currentTarget.checked })} />
        {t('images.colActive')}
      </label>
      <Field label={t('images.colStarts')}>
        {(id) => (
          <Input
            id={id}
            size="xs"
            type="datetime-local"
            value={form.STARTS_AT}
            onChange={(e) => set({ STARTS_AT: e.currentTarget.value })}
          />
        )}
      </Field>
      <Field label={t('images.colEnds')}>
        {(id) => (
          <Input id={id} size="xs" type="datetime-local" value={form.ENDS_AT} onChange={(e) => set({ ENDS_AT: e.currentTarget.value })} />
        )}
      </Field>
    </div>
  );
}

/** One banner: its preview at the slot's shape, its fields, replace and delete. */
export function BannerCard({ banner, onSave, onReplace, onDelete }: BannerCardProps) {
  const size = SLOT_SIZES[banner.TYPE][0]!;
  const [form, setForm] = useState<BannerForm>(() => ({
    TITLE: banner.TITLE,
    LINK: banner.LINK,
    POSITION: String(banner.POSITION),
    ACTIVE: banner.ACTIVE,
    STARTS_AT: toLocalInput(banner.STARTS_AT),
    ENDS_AT: toLocalInput(banner.ENDS_AT),
  }));
  const [busy, setBusy] = useState(false);
  const set = (changes: Partial<BannerForm>) => setForm((f) => ({ ...f, ...changes }));
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify({ type: 'positive', message: done });
    } catch (error) {
      notify({ type: 'negative', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    run(
      () =>
        onSave({
          ID: banner.ID,
          TITLE: form.TITLE,
          LINK: form.LINK,
          POSITION: Math.max(0, Math.trunc(Number(form.POSITION) || 0)),
          ACTIVE: form.ACTIVE,
          STARTS_AT: fromLocalInput(form.STARTS_AT),
          ENDS_AT: fromLocalInput(form.ENDS_AT),
        }),
      t('images.saved'),
    );
  const remove = () => (window.confirm(t('images.confirmDelete')) ? run(onDelete, t('images.deleted')) : undefined);
  return (
    <form
      className={styles.card}
      aria-label={banner.TITLE || `Banner ${banner.ID}`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <BannerPreview banner={banner} />
      <div className={styles.actions}>
        <Badge size="sm" color={banner.SHOWING ? 'green' : 'gray'}>
          {banner.SHOWING ? t('images.showing') : t('images.hidden')}
        </Badge>
        <span className={staffStyles.muted}>{t('images.preview', size)}</span>
      </div>
      <BannerFieldsGrid form={form} set={set} />
      <div className={styles.actions}>
        <Button size="xs" type="submit" loading={busy}>
          {t('images.save')}
        </Button>
        <UploadButton label={t('images.replace')} variant="light" onFile={onReplace} disabled={busy} />
        <Button size="xs" color="red" variant="subtle" disabled={busy} onClick={() => void remove()}>
          {t('images.delete')}
        </Button>
      </div>
    </form>
  );
}
