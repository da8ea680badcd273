import { describe, expect, it } from 'vitest';
import { UI_DEFAULTS, useUiStore } from '../../src/app/ui-store';

describe('UI store (docs/product.md#data-the-product-keeps)', () => {
  it('starts with the left menu closed, the right menu open and categories collapsed', () => {
    const s = useUiStore.getState();
    expect(s.leftMenuOpen).toBe(false);
    expect(s.rightMenuOpen).toBe(true);
    expect(s.categoriesExpanded).toBe(false);
    // The phone drawer version of the right menu waits to be asked for.
    expect(s.rightDrawerOpen).toBe(false);
    expect(UI_DEFAULTS).toMatchObject({ leftMenuOpen: false, rightMenuOpen: true });
  });

  it('toggles the left menu and the categories', () => {
    useUiStore.getState().toggleLeftMenu();
    useUiStore.getState().toggleCategories();
    expect(useUiStore.getState()).toMatchObject({ leftMenuOpen: true, categoriesExpanded: true });
    useUiStore.setState(UI_DEFAULTS);
  });
});
