import type { PaymentMethod, Prescription } from '@mostrador/shared/schemas/orders';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../shared/api/api-error';
import { CARD_PAYMENT, DEFAULT_PAYMENT, useAuthStore } from '../auth';
import { useCart } from '../cart';
import { IconCart } from '../../shared/ui/icons';
import { pathTo } from '../../shared/ui/navigation/routes';
import { ErrorState, Spinner, StatePanel } from '../../shared/ui/state-panel';
import uiStyles from '../../shared/ui/ui.module.css';
import textStyles from '../../shared/ui/text.module.css';
import styles from './purchase.module.css';
import { DeliveryStep } from './pickup/delivery-step';
import { usePickupChoice } from './pickup/use-pickup-branches';
import { CartStep } from './steps/cart-step';
import { ConfirmStep } from './steps/confirm-step';
import { ContactStep } from './steps/contact-step';
import { PaymentStep } from './steps/payment-step';
import { PrescriptionStep } from './steps/prescription-step';
import { StepList, type StepName } from './steps/step-list';
import { useFinishPurchase } from './use-finish-purchase';
import { purchaseT as t } from '@mostrador/shared/messages/es-MX-purchase';

/**
 * docs/product.md#checkout `purchase`: the stepper of the shopping layout. Cart review, delivery address (the
 * addresses form embedded), phone and notes (the account form where data is missing), payment,
 * prescription details when the cart needs them, and confirmation.
 */
export function PurchasePage() {
  const { query, cart } = useCart();
  const user = useAuthStore((s) => s.user);
  const address = useAuthStore((s) => s.selected_address);
  const paymentText = useAuthStore((s) => s.selected_payment);
  const [step, setStep] = useState<StepName>('cart');
  const [phone, setPhone] = useState(user?.PHONE ?? '');
  const [notes, setNotes] = useState('');
  const [cashAmount, setCashAmount] = useState<number | null>(null);
  const [prescription, setPrescription] = useState<Prescription | null>(null);
  const finish = useFinishPurchase();
  const choice = usePickupChoice(cart);
  const { chosen, stock } = choice;
  const canConfirm = chosen !== undefined || (choice.fulfilment === 'DELIVERY' && address !== null);

  if (query.isPending) return <Spinner label={t('purchasePage.cargandoTuCarrito')} />;
  if (query.isError || !cart) return <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />;
  if (cart.products.length === 0 && !finish.isPending && !finish.isSuccess) return <EmptyCart />;

  // Issue 34: as the server asks it — prescription products, group IV and antibiotics.
  const needsPrescription = cart.products.some((p) => p.REQUIRES_PRESCRIPTION || p.MEDICINE_GROUP === 4 || p.ANTIBIOTIC === true);
  const steps: StepName[] = ['cart', 'address', 'contact', 'payment', ...(needsPrescription ? (['prescription'] as const) : []), 'confirm'];
  const go = (offset: number) => setStep(steps[Math.min(steps.length - 1, Math.max(0, steps.indexOf(step) + offset))] ?? 'cart');
  const next = () => go(1);
  const payment: PaymentMethod = paymentText === CARD_PAYMENT ? 'TARJETA' : 'EFECTIVO';

  return (
    <div className={styles.purchase}>
      <h1 className={textStyles.pageTitle}>{t('purchasePage.terminarCompra')}</h1>
      <StepList steps={steps} current={step} onSelect={setStep} />
      <section className={styles.step} aria-live="polite">
        {step === 'cart' ? <CartStep cart={cart} stock={stock} onNext={next} /> : null}
        {step === 'address' ? <DeliveryStep choice={choice} onNext={next} onBack={() => go(-1)} /> : null}
        {step === 'contact' ? (
          <ContactStep phone={phone} notes={notes} onChange={(p, n) => (setPhone(p), setNotes(n))} onNext={next} onBack={() => go(-1)} />
        ) : null}
        {step === 'payment' ? (
          <PaymentStep total={cart.TOTAL} cashAmount={cashAmount} onCashAmount={setCashAmount} onNext={next} onBack={() => go(-1)} />
        ) : null}
        {step === 'prescription' ? (
          <PrescriptionStep value={prescription} onChange={setPrescription} onNext={next} onBack={() => go(-1)} />
        ) : null}
        {step === 'confirm' && canConfirm ? (
          <ConfirmStep
            cart={cart}
            address={chosen ? null : address}
            pickupBranchName={chosen?.branch.NAME ?? null}
            phone={phone}
            notes={notes}
            paymentText={paymentText || DEFAULT_PAYMENT}
            cashAmount={payment === 'EFECTIVO' ? cashAmount : null}
            prescription={needsPrescription ? prescription : null}
            isSending={finish.isPending}
            stock={stock}
            onEdit={setStep}
            onConfirm={() =>
              finish.mutate({
                cartId: cart.ID,
                addressId: address?.ID ?? null,
                pickupBranch: chosen?.branch.BRANCH ?? null,
                phone,
                notes,
                payment,
                cashAmount,
                prescription: needsPrescription ? prescription : null,
              })
            }
          />
        ) : null}
        {step === 'confirm' && !canConfirm ? <DeliveryStep choice={choice} onNext={() => undefined} onBack={() => go(-1)} /> : null}
      </section>
    </div>
  );
}

function EmptyCart() {
  return (
    <StatePanel
      level={1}
      icon={<IconCart size={40} />}
      title={t('purchasePage.tuCarritoEstaVacio')}
      text={t('purchasePage.agregaTusProductosYVuelve')}
    >
      <Link to={pathTo('search_view')} className={uiStyles.button}>
        {t('purchasePage.verProductos')}
      </Link>
    </StatePanel>
  );
}
