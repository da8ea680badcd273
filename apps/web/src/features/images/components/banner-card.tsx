import { Badge, Button, Input } from '@mantine/core';
import { useId, useState } from 'react';
import type { AdminBanner } from '@mostrador/shared/schemas/images-views';
import { notify } from '../../../shared/notify/notify';
import type { BannerFields } from '../api';
import { BannerCropPreview } from './banner-crop-preview';
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
  /** Publish (true) or retire back to draft (false). */
  onPublish: (isPublished: boolean) => Promise<unknown>;
  onReplace: (file: File) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}

interface FieldProps {
  label: string;
  children: (id: string) => React.ReactNode;
  wide?: boolean;
  error?: string | null;
}

function Field({ label, children, wide = false, error = null }: FieldProps) {
  const id = useId();
  return (
    <Input.Wrapper id={id} label={label} size="xs" error={error} className={wide ? styles.fieldWide : undefined}>
      {children(id)}
    </Input.Wrapper>
  );
}

interface BannerForm {
  TITLE: string;
  LINK: string;
  POSITION: string;
  STARTS_AT: string;
  ENDS_AT: string;
}

interface FieldsGridProps {
  form: BannerForm;
  set: (changes: Partial<BannerForm>) => void;
  titleError: string | null;
}

function BannerFieldsGrid({ form, set, titleError }: FieldsGridProps) {
  return (
    <div className={styles.fields}>
      <Field label={t('images.colTitle')} wide error={titleError}>
        {(id) => (
          <Input
            id={id}
            size="xs"
            value={form.TITLE}
            maxLength={120}
            error={titleError !== null}
            aria-invalid={titleError !== null}
            onChange={(e) => set({ TITLE: e.currentTarget.value })}
          />
        )}
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

/** Draft, published and visible, or published outside its dates. */
function StateBadge({ banner }: { banner: AdminBanner }) {
  if (!banner.ACTIVE)
    return (
      <Badge size="sm" variant="default">
        {t('images.draft')}
      </Badge>
    );
  return (
    <Badge size="sm" color={banner.SHOWING ? 'green' : 'gray'}>
      {banner.SHOWING ? t('images.showing') : t('images.hidden')}
    </Badge>
  );
}

const toFields = (banner: AdminBanner, form: BannerForm): BannerFields => ({
  ID: banner.ID,
  TITLE: form.TITLE,
  LINK: form.LINK,
  POSITION: Math.max(0, Math.trunc(Number(form.POSITION) || 0)),
  STARTS_AT: fromLocalInput(form.STARTS_AT),
  ENDS_AT: fromLocalInput(form.ENDS_AT),
});

/** Runs one of the card's actions with a busy state, and says how it went. */
function useCardAction() {
  const [busy, setBusy] = useState(false);
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
  return { busy, run };
}

/**
 * One banner: where it will show and how each place crops it, its fields, and "Publicar" (a
 * draft, with a title) or "Retirar" (back to draft); replace and delete (issue 32).
 */
export function BannerCard({ banner, onSave, onPublish, onReplace, onDelete }: BannerCardProps) {
  const [form, setForm] = useState<BannerForm>(() => ({
    TITLE: banner.TITLE,
    LINK: banner.LINK,
    POSITION: String(banner.POSITION),
    STARTS_AT: toLocalInput(banner.STARTS_AT),
    ENDS_AT: toLocalInput(banner.ENDS_AT),
  }));
  const [titleError, setTitleError] = useState<string | null>(null);
  const { busy, run } = useCardAction();
  const set = (changes: Partial<BannerForm>) => {
    setForm((f) => ({ ...f, ...changes }));
    if (changes.TITLE?.trim()) setTitleError(null);
  };
  const save = () => run(() => onSave(toFields(banner, form)), t('images.saved'));
  // What the card shows is what gets published: the fields are saved first.
  const publish = () => {
    if (!form.TITLE.trim()) return setTitleError(t('images.titleToPublish'));
    return run(async () => (await onSave(toFields(banner, form)), await onPublish(true)), t('images.published'));
  };
  const remove = () => (window.confirm(t('images.confirmDelete')) ? run(onDelete, t('images.deleted')) : undefined);
  return (
    <form
      noValidate
      className={styles.card}
      aria-label={banner.TITLE || `Banner ${banner.ID}`}
      data-state={banner.ACTIVE ? 'published' : 'draft'}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className={styles.actions}>
        <StateBadge banner={banner} />
        {banner.ACTIVE ? null : <span className={staffStyles.muted}>{t('images.draftHint')}</span>}
      </div>
      <BannerCropPreview banner={banner} />
      <BannerFieldsGrid form={form} set={set} titleError={titleError} />
      <div className={styles.actions}>
        {banner.ACTIVE ? (
          <Button size="xs" variant="default" disabled={busy} onClick={() => void run(() => onPublish(false), t('images.unpublished'))}>
            {t('images.unpublish')}
          </Button>
        ) : (
          <Button size="xs" loading={busy} onClick={() => void publish()}>
            {t('images.publish')}
          </Button>
        )}
        <Button size="xs" type="submit" variant={banner.ACTIVE ? 'filled' : 'light'} loading={busy}>
          {t('images.save')}
        </Button>
        <UploadButton
          label={t('images.replace')}
          variant="light"
          onFile={onReplace}
          disabled={busy}
          doneMessage={t('images.draftUploaded')}
        />
        <Button size="xs" color="red" variant="subtle" disabled={busy} onClick={() => void remove()}>
          {t('images.delete')}
        </Button>
      </div>
    </form>
  );
}
