import type { ProductDetail } from '@mostrador/shared/schemas/catalogue';
import { catalogueT as t } from '@mostrador/shared/messages/es-MX-catalogue';
import styles from '../catalogue.module.css';

/** How many branches have the product, and the units at each one. */
export function ProductAvailability({ availability }: { availability: ProductDetail['AVAILABILITY'] }) {
  const inStock = availability.filter((a) => a.UNITS > 0);
  return (
    <>
      <h2 className={styles.name}>
        {inStock.length > 0
          ? t('productPage.availableIn', { inStock: inStock.length, availability: availability.length })
          : t('productPage.agotadoEnTodasLasSucursales')}
      </h2>
      <table className={styles.availability}>
        <thead>
          <tr>
            <th scope="col">{t('productPage.sucursal')}</th>
            <th scope="col">{t('productPage.disponibilidad')}</th>
          </tr>
        </thead>
        <tbody>
          {availability.map((a) => (
            <tr key={a.BRANCH}>
              <td>{a.NAME}</td>
              <td>
                {a.UNITS > 0 ? (a.UNITS === 1 ? t('cart.onePiece') : t('cart.pieces', { units: a.UNITS })) : t('productPage.agotado')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
