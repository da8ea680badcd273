import { Badge, Button } from '@mantine/core';
import { useImageUrl } from '../../company';
import styles from '../images.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import { imagesT as t } from '@mostrador/shared/messages/es-MX-images';

interface PictureListProps {
  paths: readonly string[];
  /** Shown as the first picture's badge (products: "Principal"). */
  firstLabel?: string;
  /** Width × height the storefront shows each picture at (the preview keeps that shape). */
  previewWidth: number;
  previewHeight: number;
  /** The list in its new order, or without a picture; the caller saves it. */
  onChange: (next: string[]) => void;
  busy?: boolean;
}

const move = (list: readonly string[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** Pictures in order with move up / down, make first and delete buttons (all reachable by Tab). */
export function PictureList({ paths, firstLabel, previewWidth, previewHeight, onChange, busy = false }: PictureListProps) {
  const toImage = useImageUrl();
  if (paths.length === 0) return <p className={staffStyles.muted}>{t('images.noPictures')}</p>;
  const confirmDelete = (i: number) => {
    if (window.confirm(t('images.confirmDelete'))) onChange(paths.filter((_, n) => n !== i));
  };
  return (
    <ol className={styles.pictures}>
      {paths.map((path, i) => (
        <li key={path} className={styles.picture}>
          <img
            className={styles.preview}
            src={toImage(path)}
            alt=""
            width={180}
            height={Math.round((180 * previewHeight) / previewWidth)}
            loading="lazy"
          />
          {i === 0 && firstLabel ? <Badge size="xs">{firstLabel}</Badge> : <span className={staffStyles.muted}>#{i + 1}</span>}
          <div className={styles.actions}>
            <Button size="compact-xs" variant="default" disabled={busy || i === 0} onClick={() => onChange(move(paths, i, i - 1))}>
              {t('images.moveUp')}
            </Button>
            <Button
              size="compact-xs"
              variant="default"
              disabled={busy || i === paths.length - 1}
              onClick={() => onChange(move(paths, i, i + 1))}
            >
              {t('images.moveDown')}
            </Button>
            {firstLabel && i > 0 ? (
              <Button size="compact-xs" variant="light" disabled={busy} onClick={() => onChange(move(paths, i, 0))}>
                {t('images.makeMain')}
              </Button>
            ) : null}
            <Button size="compact-xs" color="red" variant="light" disabled={busy} onClick={() => confirmDelete(i)}>
              {t('images.delete')}
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
}
