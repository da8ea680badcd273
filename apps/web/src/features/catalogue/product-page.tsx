import { formatMoney } from '@mostrador/shared/format/money';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { messageOf } from '../../shared/api/api-error';
import { useCompanyStore } from '../company';
import { pathTo } from '../../shared/ui/navigation/routes';
import { ErrorState, Skeleton } from '../../shared/ui/state-panel';
import { productQuery } from './api/get-product';
import styles from './catalogue.module.css';
import { AddToCartButton } from './components/add-to-cart-button';
import { promotionLabel } from './promotion-label';

/** product_view/:SKU: pictures, price, promotion, prescription notice and availability by branch. */
export function ProductPage() {
  const { SKU = '' } = useParams();
  const query = useQuery(productQuery(SKU));
  const imgUrl = useCompanyStore((s) => s.imgUrl);
  if (query.isPending) {
    return (
      <section className={styles.page} aria-busy="true" aria-label="Cargando producto">
        <Skeleton height={320} />
        <Skeleton height={24} width="60%" />
      </section>
    );
  }
  if (query.isError) return <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />;
  const p = query.data.product;
  const promotion = promotionLabel(p.SOY_TU_FAN_JSON);
  const inStock = p.AVAILABILITY.filter((a) => a.UNITS > 0);
  return (
    <section className={styles.page} aria-labelledby="product-title">
      <div className={styles.detail}>
        {p.IMAGE ? <img className={styles.picture} src={`${imgUrl}${p.IMAGE}`} alt={p.NAME} width={640} height={640} /> : <span className={styles.picture} />}
        <div className={styles.page}>
          <h1 id="product-title" className={styles.title}>
            {p.NAME}
          </h1>
          <p className={styles.muted}>
            {p.PRESENTATION} · {p.BRAND} · {p.LABORATORY}
          </p>
          {p.ACTIVE_INGREDIENT ? <p className={styles.muted}>Sustancia activa: {p.ACTIVE_INGREDIENT}</p> : null}
          <span className={styles.price}>{formatMoney(p.PRICE)}</span>
          {promotion ? (
            <p>
              <span className={styles.badge}>Soy tu fan</span> {promotion}
            </p>
          ) : null}
          {p.REQUIRES_PRESCRIPTION ? (
            <p className={styles.notice} role="note">
              Este medicamento requiere receta médica. Al comprar te pediremos el nombre de tu médico y su cédula profesional, y el repartidor revisará la receta al entregar.
            </p>
          ) : null}
          <AddToCartButton sku={p.SKU} isAvailable={inStock.length > 0} />
          {p.DESCRIPTION ? <p>{p.DESCRIPTION}</p> : null}
          <div className={styles.badges}>
            {p.CATEGORIES.map((c) => (
              <Link key={`${c.TYPE}-${c.ID}`} className={styles.badge} to={pathTo('categories', { TYPE: c.TYPE, ID: c.ID })}>
                {c.NAME}
              </Link>
            ))}
          </div>
          <h2 className={styles.name}>{inStock.length > 0 ? `Disponible en ${inStock.length} de ${p.AVAILABILITY.length} sucursales` : 'Agotado en todas las sucursales'}</h2>
          <table className={styles.availability}>
            <thead>
              <tr>
                <th scope="col">Sucursal</th>
                <th scope="col">Disponibilidad</th>
              </tr>
            </thead>
            <tbody>
              {p.AVAILABILITY.map((a) => (
                <tr key={a.BRANCH}>
                  <td>{a.NAME}</td>
                  <td>{a.UNITS > 0 ? `${a.UNITS} ${a.UNITS === 1 ? 'pieza' : 'piezas'}` : 'Agotado'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
