import type { Address } from '@mostrador/shared/schemas/customer';
import { accountT as t } from '@mostrador/shared/messages/es-MX-account';
import { useState } from 'react';
import { AddressForm } from './components/address-form';
import { messageOf } from '../../shared/api/api-error';
import { useAuthStore } from '../auth';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { IconMapPin, IconPlus } from '../../shared/ui/icons';
import { StatePanel } from '../../shared/ui/state-panel';
import uiStyles from '../../shared/ui/ui.module.css';
import layoutStyles from '../../shared/ui/layout.module.css';
import textStyles from '../../shared/ui/text.module.css';
import styles from './account.module.css';
import { AddressCard } from './components/address-card';
import { useAddressActions } from './hooks/use-address-actions';

type Editing = { mode: 'new' } | { mode: 'edit'; address: Address } | null;

/** /account/addresses: list, add, edit, delete and choose the default (ACCOUNT guard). */
export function AddressesPage() {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const { query, save, remove, makeDefault } = useAddressActions(token, () => setEditing(null));
  const isBusy = save.isPending || remove.isPending || makeDefault.isPending;
  const addresses = query.data?.user_addresses ?? [];

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="addresses-title">
        <div className={layoutStyles.bar}>
          <h1 id="addresses-title" className={textStyles.pageTitle}>
            {t('addressesPage.misDirecciones')}
          </h1>
          {editing === null ? (
            <button type="button" className={uiStyles.button} onClick={() => setEditing({ mode: 'new' })}>
              <IconPlus size={18} /> {t('addressesPage.agregarDireccion')}
            </button>
          ) : null}
        </div>
        <p className={textStyles.muted}>{t('addressesPage.entregamosADomicilioLaSucursal')}</p>
        {editing ? (
          <AddressForm
            key={editing.mode === 'edit' ? editing.address.ID : 'new'}
            initial={editing.mode === 'edit' ? editing.address : undefined}
            isSaving={save.isPending}
            onSubmit={(fields) => save.mutate({ fields, ...(editing.mode === 'edit' ? { id: editing.address.ID } : {}) })}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </section>
      {query.isPending ? (
        <StatePanel title={t('addressesPage.cargandoTusDirecciones')} role="status" />
      ) : query.isError ? (
        <StatePanel title={t('addressesPage.noPudimosCargarTusDirecciones')} text={messageOf(query.error)} role="alert">
          <button type="button" className={uiStyles.button} onClick={() => void query.refetch()}>
            {t('addressesPage.reintentar')}
          </button>
        </StatePanel>
      ) : addresses.length === 0 ? (
        <StatePanel
          icon={<IconMapPin size={32} />}
          title={t('addressesPage.aunNoTienesDirecciones')}
          text={t('addressesPage.agregaUnaParaRecibirTus')}
        />
      ) : (
        <ul className={layoutStyles.stackList} aria-label={t('addressesPage.direccionesGuardadas')}>
          {addresses.map((a) => (
            <AddressCard
              key={a.ID}
              address={a}
              isBusy={isBusy}
              onEdit={() => setEditing({ mode: 'edit', address: a })}
              onDelete={() => setDeleting(a)}
              onMakeDefault={() => makeDefault.mutate(a.ID)}
            />
          ))}
        </ul>
      )}
      {deleting ? (
        <ConfirmDialog
          message={t('addressesPage.eliminarLaDireccionAlias', { alias: deleting.ALIAS })}
          confirmLabel={t('addressesPage.eliminar')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            remove.mutate(deleting.ID);
            setDeleting(null);
          }}
        />
      ) : null}
    </div>
  );
}
