import { formatMoney } from '@mostrador/shared/format/money';
import type { ShoppingCart } from '@mostrador/shared/schemas/cart';
import type { Address } from '@mostrador/shared/schemas/customer';
import type { Prescription } from '@mostrador/shared/schemas/orders';
import { formatPhone } from '@mostrador/shared/format/phone';
import textStyles from '../../../shared/ui/text.module.css';
import styles from '../purchase.module.css';
import { formatAddress } from './format-address';
import type { StepName } from './step-list';
import { purchaseT as t } from '@mostrador/shared/messages/es-MX-purchase';
import { pickupT } from '@mostrador/shared/messages/es-MX-pickup';

export interface OrderReviewProps {
  cart: ShoppingCart;
  /** Null for a pickup order (issue 35): the branch's name shows instead. */
  address: Address | null;
  pickupBranchName?: string | null;
  phone: string;
  notes: string;
  paymentText: string;
  cashAmount: number | null;
  prescription: Prescription | null;
  onEdit: (step: StepName) => void;
}

/** Each part the order will carry (products, address, contact, payment, prescription), with a way back to change it. */
export function OrderReview(props: OrderReviewProps) {
  const { cart, address, phone, notes, paymentText, cashAmount, prescription, onEdit } = props;
  const edit = (step: StepName, label: string) => (
    <button type="button" className={styles.link} onClick={() => onEdit(step)} aria-label={t('confirmStep.cambiarLabel', { label })}>
      {t('confirmStep.cambiar')}
    </button>
  );
  return (
    <dl className={styles.review}>
      <div>
        <dt>
          {t('confirmStep.productos')} {edit('cart', 'productos')}
        </dt>
        <dd>
          <ul className={styles.plainList}>
            {cart.products.map((p) => (
              <li key={p.SKU}>
                {p.UNITS} × {p.NAME} — {formatMoney(p.LINE_TOTAL)}
              </li>
            ))}
          </ul>
        </dd>
      </div>
      {address ? (
        <div>
          <dt>
            {t('confirmStep.entregaEn')}
            {address.ALIAS}» {edit('address', t('confirmStep.direccion'))}
          </dt>
          <dd>
            {formatAddress(address)}
            {address.REFERENCIAS ? <span className={textStyles.mutedSmall}> · {address.REFERENCIAS}</span> : null}
          </dd>
        </div>
      ) : (
        <div>
          <dt>
            {pickupT('pickup.pickup')} {edit('address', pickupT('pickup.pickup'))}
          </dt>
          <dd>
            {pickupT('pickup.reviewBranch', { branch: props.pickupBranchName ?? '' })}
            <span className={textStyles.mutedSmall}> · {pickupT('pickup.noFee')}</span>
          </dd>
        </div>
      )}
      <div>
        <dt>
          {t('confirmStep.contacto')} {edit('contact', 'contacto')}
        </dt>
        <dd>
          {formatPhone(phone)}
          {notes ? <span className={textStyles.mutedSmall}> · {notes}</span> : null}
        </dd>
      </div>
      <div>
        <dt>
          {t('confirmStep.pago')} {edit('payment', t('confirmStep.formaDePago'))}
        </dt>
        <dd>
          {paymentText}
          {cashAmount !== null
            ? t('confirmStep.cashAndChange', { cashAmount: formatMoney(cashAmount), total: formatMoney(cashAmount - cart.TOTAL) })
            : ''}
        </dd>
      </div>
      {prescription ? (
        <div>
          <dt>
            {t('confirmStep.receta')} {edit('prescription', 'receta')}
          </dt>
          <dd>
            {prescription.DOCTOR_NAME} {t('confirmStep.cedula')} {prescription.CEDULA}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
