import type { Address } from '@mostrador/shared/schemas/customer';
import { IconEdit, IconTrash } from '../../../shared/ui/icons';
import uiStyles from '../../../shared/ui/ui.module.css';
import textStyles from '../../../shared/ui/text.module.css';
import layoutStyles from '../../../shared/ui/layout.module.css';
import styles from '../account.module.css';
import { accountT as t } from '@mostrador/shared/messages/es-MX-account';

interface AddressCardProps {
  address: Address;
  isBusy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

export function AddressCard({ address: a, isBusy, onEdit, onDelete, onMakeDefault }: AddressCardProps) {
  const interior = a.NUMERO_INTERIOR ? t('addressCard.interior', { numeroInterior: a.NUMERO_INTERIOR }) : '';
  return (
    <li className={styles.card} aria-label={a.ALIAS}>
      <div className={layoutStyles.clusterCentered}>
        <h2 className={styles.alias}>{a.ALIAS}</h2>
        {a.IS_DEFAULT ? <span className={styles.badge}>{t('addressCard.predeterminada')}</span> : null}
      </div>
      <address className={styles.address}>
        {a.CALLE} {a.NUMERO_EXTERIOR}
        {interior}
        <br />
        {t('addressCard.col')} {a.COLONIA}
        {t('addressCard.postalCode')} {a.CODIGO_POSTAL}
        <br />
        {a.MUNICIPIO}, {a.ESTADO}
        {a.REFERENCIAS ? (
          <>
            <br />
            <span className={textStyles.muted}>
              {t('addressCard.referencias')} {a.REFERENCIAS}
            </span>
          </>
        ) : null}
      </address>
      <div className={styles.cardActions}>
        <button
          type="button"
          className={uiStyles.buttonSubtle}
          onClick={onEdit}
          disabled={isBusy}
          aria-label={t('addressCard.editAlias', { alias: a.ALIAS })}
        >
          <IconEdit size={18} /> {t('addressCard.editar')}
        </button>
        {a.IS_DEFAULT ? null : (
          <button type="button" className={uiStyles.buttonSubtle} onClick={onMakeDefault} disabled={isBusy}>
            {t('addressCard.hacerPredeterminada')}
          </button>
        )}
        <button
          type="button"
          className={uiStyles.buttonSubtle}
          onClick={onDelete}
          disabled={isBusy}
          aria-label={t('addressCard.deleteAlias', { alias: a.ALIAS })}
        >
          <IconTrash size={18} /> {t('addressCard.eliminar')}
        </button>
      </div>
    </li>
  );
}
