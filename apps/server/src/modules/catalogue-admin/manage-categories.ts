import { catalogueAdminT as ct } from '@mostrador/shared/messages/es-MX-catalogue-admin';
import type { AdminCategory, CategoryType } from '@mostrador/shared/schemas/catalogue-admin';
import { AppError } from '../../lib/errors';
import { normalizeSearchText } from '../search/index';
import type { Actor, CatalogueAuditor } from './catalogue-auditor';
import type { CatalogueAdminRepository, CategoryRow } from './repository';

export const presentCategory = (c: CategoryRow): AdminCategory => ({
  TYPE: c.type,
  ID: c.id,
  NAME: c.name,
  ICON: c.icon,
  POSITION: c.position,
  ACTIVE: c.active,
  PRODUCTS: c.products,
});

/** "Dolor y fiebre" → "dolor-y-fiebre": what the storefront's category URLs carry. */
const slug = (name: string) =>
  normalizeSearchText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'categoria';

/**
 * Categories per TYPE (DEPARTAMENTO, MARCA, PADECIMIENTO): create, rename, reorder, activate
 * or deactivate, and delete only when no product is in it (else deactivate: the storefront hides
 * inactive categories). Each change locks the TYPE's rows, so two reorders never interleave.
 */
export function createManageCategories(deps: { repo: CatalogueAdminRepository; audit: CatalogueAuditor }) {
  const { repo, audit } = deps;
  const ofType = async (r: ReturnType<CatalogueAdminRepository['on']>, type: string) => (await r.categories(type)).map(presentCategory);
  const change = (
    actor: Actor,
    type: CategoryType,
    work: (
      r: ReturnType<CatalogueAdminRepository['on']>,
      list: CategoryRow[],
    ) => Promise<{ action: Parameters<CatalogueAuditor>[2]['action']; target: string; before?: unknown; after?: unknown }>,
  ): Promise<AdminCategory[]> =>
    repo.transaction(async (r, tx) => {
      await r.lockCategories(type);
      const done = await work(r, await r.categories(type));
      await audit(tx, actor, { action: done.action, targetText: done.target, before: done.before, after: done.after });
      return ofType(r, type);
    });
  const find = (list: CategoryRow[], type: string, id: string) => {
    const found = list.find((c) => c.id === id);
    if (!found) throw new AppError(ct('cat.categoryNotFound', { type, id }), 404);
    return found;
  };
  const checkName = (list: CategoryRow[], type: string, name: string, exceptId: string | null) => {
    if (name === '') throw new AppError(ct('cat.categoryNameRequired'));
    if (list.some((c) => c.id !== exceptId && normalizeSearchText(c.name) === normalizeSearchText(name)))
      throw new AppError(ct('cat.categoryNameTaken', { type, name }), 409);
  };

  return {
    present: presentCategory,
    list: async (type: string | null) => (await repo.categories(type)).map(presentCategory),

    save: (actor: Actor, b: { TYPE: CategoryType; ID: string | null; NAME: string; ICON: string }) =>
      change(actor, b.TYPE, async (r, list) => {
        checkName(list, b.TYPE, b.NAME, b.ID);
        if (b.ID === null) {
          const base = slug(b.NAME);
          let id = base;
          for (let n = 2; list.some((c) => c.id === id); n++) id = `${base}-${n}`;
          const position = Math.max(-1, ...list.map((c) => c.position)) + 1;
          await r.insertCategory({ type: b.TYPE, id, name: b.NAME, icon: b.ICON, position });
          return { action: 'catalogue.category.created', target: `${b.TYPE}/${id}`, after: { NAME: b.NAME, ICON: b.ICON } };
        }
        const old = find(list, b.TYPE, b.ID);
        await r.updateCategory(b.TYPE, b.ID, { name: b.NAME, icon: b.ICON });
        return {
          action: 'catalogue.category.renamed',
          target: `${b.TYPE}/${b.ID}`,
          before: { NAME: old.name, ICON: old.icon },
          after: { NAME: b.NAME, ICON: b.ICON },
        };
      }),

    reorder: (actor: Actor, type: CategoryType, ids: string[]) =>
      change(actor, type, async (r, list) => {
        if (new Set(ids).size !== ids.length || ids.length !== list.length || ids.some((id) => !list.some((c) => c.id === id)))
          throw new AppError(ct('cat.categoryReorderMismatch', { type }));
        for (const [position, id] of ids.entries()) await r.updateCategory(type, id, { position });
        return { action: 'catalogue.category.reordered', target: type, before: list.map((c) => c.id), after: ids };
      }),

    setActive: (actor: Actor, type: CategoryType, id: string, active: boolean) =>
      change(actor, type, async (r, list) => {
        find(list, type, id);
        await r.updateCategory(type, id, { active });
        return { action: active ? 'catalogue.category.activated' : 'catalogue.category.deactivated', target: `${type}/${id}` };
      }),

    remove: (actor: Actor, type: CategoryType, id: string) =>
      change(actor, type, async (r, list) => {
        const found = find(list, type, id);
        if (found.products > 0) throw new AppError(ct('cat.categoryHasProducts', { name: found.name, count: found.products }), 409);
        await r.deleteCategory(type, id);
        return { action: 'catalogue.category.deleted', target: `${type}/${id}`, before: { NAME: found.name } };
      }),
  };
}
