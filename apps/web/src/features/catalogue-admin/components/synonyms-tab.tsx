import { Button, Table, TextInput } from '@mantine/core';
import { catalogueAdminT as t } from '@mostrador/shared/messages/es-MX-catalogue-admin';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { synonymsQuery, useCatalogueChange, useToken } from '../api/catalogue-admin-api';
import styles from '../catalogue-admin.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';

/** Search synonyms: a search for either word also finds the other. */
export function SynonymsTab() {
  const token = useToken();
  const list = useQuery(synonymsQuery(token));
  const [pair, setPair] = useState({ TERM: '', SYNONYM: '' });
  const add = useCatalogueChange('synonyms/add', () => (setPair({ TERM: '', SYNONYM: '' }), null));
  const remove = useCatalogueChange('synonyms/remove');
  return (
    <div className={staffStyles.section}>
      <p className={staffStyles.muted}>{t('cat.ui.synonymHint')}</p>
      <form
        noValidate
        className={staffStyles.row}
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate(pair);
        }}
      >
        <TextInput
          className={styles.field}
          size="xs"
          label={t('cat.ui.term')}
          value={pair.TERM}
          onChange={(e) => setPair({ ...pair, TERM: e.currentTarget.value })}
        />
        <TextInput
          className={styles.field}
          size="xs"
          label={t('cat.ui.synonym')}
          value={pair.SYNONYM}
          onChange={(e) => setPair({ ...pair, SYNONYM: e.currentTarget.value })}
        />
        <Button size="xs" type="submit">
          {t('cat.ui.add')}
        </Button>
      </form>
      <Table className={styles.table} striped verticalSpacing={2}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('cat.ui.term')}</Table.Th>
            <Table.Th>{t('cat.ui.synonym')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(list.data?.synonyms ?? []).map((s) => (
            <Table.Tr key={`${s.TERM}/${s.SYNONYM}`}>
              <Table.Td>{s.TERM}</Table.Td>
              <Table.Td>{s.SYNONYM}</Table.Td>
              <Table.Td>
                <Button size="compact-xs" variant="light" color="red" onClick={() => remove.mutate(s)}>
                  {t('cat.ui.remove')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
