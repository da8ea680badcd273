import { Input } from '@mantine/core';
import { catalogueAdminT as t } from '@mostrador/shared/messages/es-MX-catalogue-admin';
import type { CatalogueOptionsResponse, CategoryRef } from '@mostrador/shared/schemas/catalogue-admin';
import { useId } from 'react';
import styles from '../catalogue-admin.module.css';

/** The product's categories of one TYPE: a native multiple select (arrows, Ctrl/Shift + click). */
export function CategoryPicker(props: {
  type: string;
  options: CatalogueOptionsResponse | undefined;
  value: CategoryRef[];
  onChange: (v: CategoryRef[]) => void;
}) {
  const id = useId();
  const ofType = (props.options?.categories ?? []).filter((c) => c.TYPE === props.type);
  const chosen = props.value.filter((c) => c.TYPE === props.type).map((c) => c.ID);
  return (
    <Input.Wrapper id={id} label={props.type} size="xs">
      <select
        id={id}
        multiple
        size={Math.min(4, Math.max(2, ofType.length))}
        className={styles.native}
        value={chosen}
        onChange={(e) => {
          const ids = [...e.currentTarget.selectedOptions].map((o) => o.value);
          props.onChange([
            ...props.value.filter((c) => c.TYPE !== props.type),
            ...ids.map((ID) => ({ TYPE: props.type as CategoryRef['TYPE'], ID })),
          ]);
        }}
      >
        {ofType.map((c) => (
          <option key={c.ID} value={c.ID}>
            {c.NAME}
            {c.ACTIVE ? '' : ` (${t('cat.ui.inactive')})`}
          </option>
        ))}
      </select>
    </Input.Wrapper>
  );
}
