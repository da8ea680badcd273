import { formatMoney } from '@mostrador/shared/format/money';
import { ordersT as t } from '@mostrador/shared/messages/es-MX-orders';
import type { Substitution } from '@mostrador/shared/schemas/substitutions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useImageUrl } from '../../company';
import { messageOf } from '../../../shared/api/api-error';
import uiStyles from '../../../shared/ui/ui.module.css';
import { answerSubstitution, substitutionsQuery } from '../api/substitution-calls';
import styles from './substitution-question.module.css';

/** +$12.50 / −$3.00: what accepting moves the order's total by. */
export const signedMoney = (amount: number): string => (amount < 0 ? `−${formatMoney(-amount)}` : `+${formatMoney(amount)}`);

/** Seconds left until `expiresAt`, on the server's clock (`offsetMs`: server minus this device), ticking every second. */
function useSecondsLeft(expiresAt: string, offsetMs: number): number {
  const left = () => Math.max(0, Math.ceil((Date.parse(expiresAt) - (Date.now() + offsetMs)) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = window.setInterval(() => setSeconds(left()), 1000);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- left() reads only these two
  }, [expiresAt, offsetMs]);
  return seconds;
}

/**
 * The branch's question about a missing product (decision 063), on the customer's order page:
 * the substitute's picture, name, price and the difference, "Aceptar sustituto" / "Quitar
 * producto" and the time left; answered ones as one line each. Live: SUBSTITUTION re-reads it.
 */
export function SubstitutionQuestions({ token, orderId }: { token: string; orderId: number }) {
  const query = useQuery(substitutionsQuery(token, orderId));
  const [offsetMs, setOffsetMs] = useState(0);
  useEffect(() => {
    if (query.data) setOffsetMs(Date.parse(query.data.NOW) - Date.now());
  }, [query.data]);
  const substitutions = query.data?.substitutions ?? [];
  if (substitutions.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="substitutions-title">
      <h2 id="substitutions-title" className={styles.title}>
        {t('substitution.title')}
      </h2>
      {substitutions.map((s) =>
        s.STATUS === 'OFFERED' ? (
          <Question key={s.ID} s={s} token={token} offsetMs={offsetMs} />
        ) : (
          <p key={s.ID} className={styles.answered}>
            {t(`substitution.answered.${s.STATUS}`, { original: s.ORIGINAL_NAME, name: s.NAME })}
          </p>
        ),
      )}
    </section>
  );
}

function Question({ s, token, offsetMs }: { s: Substitution; token: string; offsetMs: number }) {
  const imageUrl = useImageUrl();
  const queryClient = useQueryClient();
  const seconds = useSecondsLeft(s.EXPIRES_AT, offsetMs);
  const answer = useMutation({
    mutationFn: (accept: boolean) => answerSubstitution(token, s.ORDER_ID, s.ID, accept),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['orderSubstitutions', s.ORDER_ID] });
      void queryClient.invalidateQueries({ queryKey: ['orderDetails'] });
    },
  });
  useEffect(() => {
    // Time is up: the server removes the line on the next read.
    if (seconds === 0) void queryClient.invalidateQueries({ queryKey: ['orderSubstitutions', s.ORDER_ID] });
  }, [seconds, queryClient, s.ORDER_ID]);
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <article className={styles.card} aria-labelledby={`substitution-${s.ID}`}>
      <p id={`substitution-${s.ID}`} className={styles.missing}>
        {t('substitution.missing', { original: s.ORIGINAL_NAME })}
      </p>
      <div className={styles.product}>
        <img src={imageUrl(s.IMAGE)} alt="" width={72} height={72} className={styles.picture} />
        <div>
          <p className={styles.name}>{s.NAME}</p>
          <p className={styles.meta}>
            {s.PRESENTATION} · {t('substitution.units', { units: s.UNITS, price: formatMoney(s.PRICE) })}
          </p>
          <p className={styles.difference}>{t('substitution.difference', { difference: signedMoney(s.DIFFERENCE) })}</p>
        </div>
      </div>
      <p className={styles.clock} role="timer" aria-live="off">
        {t('substitution.timeLeft', { clock })}
      </p>
      {answer.isError ? (
        <p className={styles.error} role="alert">
          {messageOf(answer.error)}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <button type="button" className={uiStyles.button} disabled={answer.isPending} onClick={() => answer.mutate(true)}>
          {t('substitution.accept')}
        </button>
        <button type="button" className={uiStyles.buttonSubtle} disabled={answer.isPending} onClick={() => answer.mutate(false)}>
          {t('substitution.remove')}
        </button>
      </div>
    </article>
  );
}
