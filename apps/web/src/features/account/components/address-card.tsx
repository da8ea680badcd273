import type { Address } from '@mostrador/shared/schemas/customer';
import { IconEdit, IconTrash } from '../../../shared/ui/icons';
import uiStyles from '../../../shared/ui/ui.module.css';
import styles from '../account.module.css';

interface AddressCardProps {
  address: Address;
  isBusy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

export function AddressCard({ address: a, isBusy, onEdit, onDelete, onMakeDefault }: AddressCardProps) {
  const interior = a.NUMERO_INTERIOR ? `, int. ${a.NUMERO_INTERIOR}` : '';
  return (
    <li className={styles.card} aria-label={a.ALIAS}>
      <div className={styles.cardHead}>
        <h2 className={styles.alias}>{a.ALIAS}</h2>
        {a.IS_DEFAULT ? <span className={styles.badge}>Predeterminada</span> : null}
      </div>
      <address className={styles.address}>
        {a.CALLE} {a.NUMERO_EXTERIOR}
        {interior}
        <br />
        Col. {a.COLONIA}, C.P. {a.CODIGO_POSTAL}
        <br />
        {a.MUNICIPIO}, {a.ESTADO}
        {a.REFERENCIAS ? (
          <>
            <br />
            <span className={styles.muted}>Referencias: {a.REFERENCIAS}</span>
          </>
        ) : null}
      </address>
      <div className={styles.cardActions}>
        <button type="button" className={uiStyles.buttonSubtle} onClick={onEdit} disabled={isBusy} aria-label={`Editar ${a.ALIAS}`}>
          <IconEdit size={18} /> Editar
        </button>
        {a.IS_DEFAULT ? null : (
          <button type="button" className={uiStyles.buttonSubtle} onClick={onMakeDefault} disabled={isBusy}>
            Hacer predeterminada
          </button>
        )}
        <button type="button" className={uiStyles.buttonSubtle} onClick={onDelete} disabled={isBusy} aria-label={`Eliminar ${a.ALIAS}`}>
          <IconTrash size={18} /> Eliminar
        </button>
      </div>
    </li>
  );
}
