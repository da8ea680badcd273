import { Badge, Button, Table, TextInput } from '@mantine/core';
import { catalogueAdminT as t } from '@mostrador/shared/messages/es-MX-catalogue-admin';
import {
  CATEGORY_TYPES,
  type AdminCategory,
  type CatalogueOptionsResponse,
  type CategoryType,
} from '@mostrador/shared/schemas/catalogue-admin';
import { useState } from 'react';
import { useCatalogueChange } from '../api/catalogue-admin-api';
import styles from '../catalogue-admin.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import { SelectField } from '../../../shared/ui/select-field';

/** Categories of one TYPE: create, rename, reorder, activate or deactivate, delete when empty. */
export function CategoriesTab({ options }: { options: CatalogueOptionsResponse | undefined }) {
  const [type, setType] = useState<CategoryType>('DEPARTAMENTO');
  const [name, setName] = useState('');
  const list = (options?.categories ?? []).filter((c) => c.TYPE === type);
  const save = useCatalogueChange('categories/save', () => {
    setName('');
    return null;
  });
  const reorder = useCatalogueChange('categories/reorder');
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((c) => c.ID);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    reorder.mutate({ TYPE: type, IDS: ids });
  };
  return (
    <div className={staffStyles.section}>
      <div className={staffStyles.row}>
        <SelectField
          className={styles.field}
          label={t('cat.ui.kind')}
          value={type}
          options={CATEGORY_TYPES.map((v) => ({ value: v, label: v }))}
          onChange={(v) => setType(v as CategoryType)}
        />
        <form
          noValidate
          className={staffStyles.row}
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({ TYPE: type, ID: null, NAME: name });
          }}
        >
          <TextInput size="xs" label={t('cat.ui.newCategory')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <Button size="xs" type="submit">
            {t('cat.ui.add')}
          </Button>
        </form>
      </div>
      <div className={styles.scroll}>
        <Table className={styles.table} miw={640} striped verticalSpacing={4}>
          <Table.Tbody>
            {list.map((c, i) => (
              <CategoryRow key={c.ID} category={c} first={i === 0} last={i === list.length - 1} onMove={(by) => move(i, by)} />
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </div>
  );
}

function CategoryRow({
  category: c,
  first,
  last,
  onMove,
}: {
  category: AdminCategory;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const [name, setName] = useState(c.NAME);
  const save = useCatalogueChange('categories/save');
  const setActive = useCatalogueChange('categories/setActive');
  const remove = useCatalogueChange('categories/delete');
  const ref = { TYPE: c.TYPE, ID: c.ID };
  return (
    <Table.Tr>
      <Table.Td>
        <TextInput
          size="xs"
          miw="14em"
          aria-label={t('cat.ui.categoryName')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && name !== c.NAME && save.mutate({ ...ref, NAME: name, ICON: c.ICON })}
        />
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-xs"
          variant="default"
          disabled={name === c.NAME}
          onClick={() => save.mutate({ ...ref, NAME: name, ICON: c.ICON })}
        >
          {t('cat.ui.rename')}
        </Button>
      </Table.Td>
      <Table.Td className={staffStyles.muted}>{t('cat.ui.products', { count: c.PRODUCTS })}</Table.Td>
      <Table.Td>
        <Badge size="xs" color={c.ACTIVE ? 'green' : 'gray'}>
          {c.ACTIVE ? t('cat.ui.active') : t('cat.ui.inactive')}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Button size="compact-xs" variant="default" disabled={first} onClick={() => onMove(-1)} aria-label={`${t('cat.ui.up')} ${c.NAME}`}>
          ↑
        </Button>{' '}
        <Button size="compact-xs" variant="default" disabled={last} onClick={() => onMove(1)} aria-label={`${t('cat.ui.down')} ${c.NAME}`}>
          ↓
        </Button>
      </Table.Td>
      <Table.Td>
        <Button size="compact-xs" variant="light" onClick={() => setActive.mutate({ ...ref, ACTIVE: !c.ACTIVE })}>
          {c.ACTIVE ? t('cat.ui.deactivate') : t('cat.ui.activate')}
        </Button>{' '}
        <Button size="compact-xs" variant="light" color="red" disabled={c.PRODUCTS > 0} onClick={() => remove.mutate(ref)}>
          {t('cat.ui.delete')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
