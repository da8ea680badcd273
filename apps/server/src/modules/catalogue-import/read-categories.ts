import {
  ALL_CATEGORIES,
  CATEGORY_FIELDS,
  CATEGORY_SEPARATOR,
  targetLabel,
  type CategoryField,
} from '@mostrador/shared/catalogue-import/columns';
import { normalizeHeader } from '@mostrador/shared/catalogue-import/normalize-header';

/** A category as a file may name it: by its ID or by its name (lower case, no accents). */
export interface CategoryRef {
  type: CategoryField;
  id: string;
}

export interface CategoryLookups {
  /** TYPE → category ID by ID and by name. */
  categories: Map<string, Map<string, string>>;
  /** Any TYPE (the "Categorías" column): ID or name → every category it may be. */
  anyCategory: Map<string, CategoryRef[]>;
  /** `${type}\t${id}` → the category's name, for the dry run's before → after. */
  categoryNames: Map<string, string>;
}

type Add = (column: string, code: 'CATEGORY_UNKNOWN' | 'CATEGORY_AMBIGUOUS', params: Record<string, string>) => void;

const isCategoryType = (type: string): type is CategoryField => (CATEGORY_FIELDS as readonly string[]).includes(type);

/** The lookups from the catalogue's categories. */
export function buildCategoryLookups(rows: readonly { type: string; id: string; name: string }[]): CategoryLookups {
  const lookups: CategoryLookups = { categories: new Map(), anyCategory: new Map(), categoryNames: new Map() };
  const addAny = (key: string, ref: CategoryRef) => {
    const refs = lookups.anyCategory.get(key) ?? [];
    if (!refs.some((r) => r.type === ref.type && r.id === ref.id)) refs.push(ref);
    lookups.anyCategory.set(key, refs);
  };
  for (const c of rows) {
    const byKey = lookups.categories.get(c.type) ?? new Map<string, string>();
    byKey.set(normalizeHeader(c.name), c.id);
    byKey.set(c.id, c.id);
    lookups.categories.set(c.type, byKey);
    lookups.categoryNames.set(`${c.type}\t${c.id}`, c.name);
    if (!isCategoryType(c.type)) continue;
    addAny(c.id, { type: c.type, id: c.id });
    addAny(normalizeHeader(c.name), { type: c.type, id: c.id });
  }
  return lookups;
}

/**
 * A category cell (IDs or names separated by `|`) into `out`: a TYPE's column sets that TYPE
 * (empty: none); the "Categorías" column sets each TYPE it names and leaves the others as they
 * are. Two columns that reach one TYPE add up.
 */
export function readCategories(
  target: CategoryField | typeof ALL_CATEGORIES,
  column: string,
  value: string,
  out: Partial<Record<CategoryField, string[]>>,
  add: Add,
  lookups: CategoryLookups,
): void {
  const found: Record<CategoryField, Set<string>> = { DEPARTAMENTO: new Set(), MARCA: new Set(), PADECIMIENTO: new Set() };
  for (const part of value.split(CATEGORY_SEPARATOR)) {
    const name = part.trim();
    if (name === '') continue;
    const refs = target === ALL_CATEGORIES ? anyOf(name, lookups) : oneTypeOf(target, name, lookups);
    if (refs.length === 0) add(column, 'CATEGORY_UNKNOWN', { value: name });
    else if (refs.length > 1) add(column, 'CATEGORY_AMBIGUOUS', { value: name, types: refs.map((r) => targetLabel(r.type)).join(', ') });
    else found[refs[0]!.type].add(refs[0]!.id);
  }
  const types = target === ALL_CATEGORIES ? CATEGORY_FIELDS.filter((type) => found[type].size > 0) : [target];
  for (const type of types) out[type] = [...new Set([...(out[type] ?? []), ...found[type]])].sort();
}

function oneTypeOf(type: CategoryField, name: string, lookups: CategoryLookups): CategoryRef[] {
  const known = lookups.categories.get(type);
  const id = known?.get(name) ?? known?.get(normalizeHeader(name));
  return id === undefined ? [] : [{ type, id }];
}

/** An exact ID first, then IDs and names as compared (no case, no accents). */
function anyOf(name: string, lookups: CategoryLookups): CategoryRef[] {
  return lookups.anyCategory.get(name) ?? lookups.anyCategory.get(normalizeHeader(name)) ?? [];
}
