import type { ProductListQuery } from '@mostrador/shared/schemas/catalogue';
import formStyles from '../../../shared/ui/form.module.css';
import type { TileLayout } from './product-tile';
import { SortSelect } from './sort-select';
import layoutStyles from '../../../shared/ui/layout.module.css';
import styles from './results-toolbar.module.css';
import { catalogueT as t } from '@mostrador/shared/messages/es-MX-catalogue';

export interface ResultFilters {
  brand: string;
  inStock: boolean;
  prescription: '' | 'true' | 'false';
}

export const NO_FILTERS: ResultFilters = { brand: '', inStock: false, prescription: '' };

interface ResultsToolbarProps {
  sort: ProductListQuery['SORT'];
  onSort: (sort: ProductListQuery['SORT']) => void;
  layout: TileLayout;
  onLayout: (layout: TileLayout) => void;
  filters: ResultFilters;
  onFilters: (filters: ResultFilters) => void;
  /** A category's brands (BRANDS); none on a text search. */
  brands: readonly { NAME: string; PRODUCTS: number }[] | undefined;
  branchName: string | null;
}

/** Sort, list or grid, and the filters: brand (categories), in stock at my branch, prescription. */
export function ResultsToolbar(props: ResultsToolbarProps) {
  const { filters, onFilters, brands } = props;
  const set = (change: Partial<ResultFilters>) => onFilters({ ...filters, ...change });
  return (
    <div className={layoutStyles.bar}>
      <fieldset className={styles.filters}>
        <legend className="visually-hidden">{t('results.filters')}</legend>
        {brands && brands.length > 0 ? (
          <select
            className={formStyles.input}
            aria-label={t('results.brand')}
            value={filters.brand}
            onChange={(e) => set({ brand: e.target.value })}
          >
            <option value="">{t('results.allBrands')}</option>
            {brands.map((b) => (
              <option key={b.NAME} value={b.NAME}>
                {b.NAME} ({b.PRODUCTS})
              </option>
            ))}
          </select>
        ) : null}
        <select
          className={formStyles.input}
          aria-label={t('results.prescription')}
          value={filters.prescription}
          onChange={(e) => set({ prescription: e.target.value as ResultFilters['prescription'] })}
        >
          <option value="">{t('results.prescriptionAny')}</option>
          <option value="false">{t('results.prescriptionNo')}</option>
          <option value="true">{t('results.prescriptionYes')}</option>
        </select>
        <label className={styles.check}>
          <input type="checkbox" checked={filters.inStock} onChange={(e) => set({ inStock: e.target.checked })} />
          {props.branchName ? t('results.inStockAtMyBranch', { branch: props.branchName }) : t('results.inStockAnywhere')}
        </label>
      </fieldset>
      <div className={styles.view}>
        <SortSelect sort={props.sort} onChange={props.onSort} />
        <div role="group" aria-label={t('results.view')} className={styles.toggle}>
          {(['list', 'grid'] as const).map((layout) => (
            <button key={layout} type="button" aria-pressed={props.layout === layout} onClick={() => props.onLayout(layout)}>
              {layout === 'list' ? t('results.list') : t('results.grid')}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
