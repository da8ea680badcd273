import { PRODUCT_SORTS, type ProductListQuery } from '@mostrador/shared/schemas/catalogue';
import { catalogueT as t } from '@mostrador/shared/messages/es-MX-catalogue';
import formStyles from '../../../shared/ui/form.module.css';

const SORT_LABELS: Record<(typeof PRODUCT_SORTS)[number], string> = {
  relevance: t('searchPage.masRelevantes'),
  price_asc: t('searchPage.precioMenorAMayor'),
  price_desc: t('searchPage.precioMayorAMenor'),
  name: t('searchPage.nombre'),
};

/** The search results' order. */
export function SortSelect({ sort, onChange }: { sort: ProductListQuery['SORT']; onChange: (sort: ProductListQuery['SORT']) => void }) {
  return (
    <label className={formStyles.field}>
      <span className="visually-hidden">{t('searchPage.ordenarPor')}</span>
      <select
        className={formStyles.input}
        value={sort}
        onChange={(e) => onChange(e.target.value as ProductListQuery['SORT'])}
        aria-label={t('searchPage.ordenarPor')}
      >
        {PRODUCT_SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </label>
  );
}
