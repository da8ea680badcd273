import { create } from 'zustand';

/**
 * docs/product.md#data-the-product-keeps UI state: left menu closed, right menu open, categories menu collapsed by default.
 * `rightMenuOpen` is the docked panel on desktop (≥ 1024 px); on smaller screens the same menu
 * is an overlay drawer with its own flag, closed until asked for, so a phone never starts
 * covered by it.
 */
export interface UiState {
  leftMenuOpen: boolean;
  rightMenuOpen: boolean;
  rightDrawerOpen: boolean;
  categoriesExpanded: boolean;
  cartOpen: boolean;
  setLeftMenuOpen: (open: boolean) => void;
  toggleLeftMenu: () => void;
  setRightMenuOpen: (open: boolean) => void;
  setRightDrawerOpen: (open: boolean) => void;
  toggleCategories: () => void;
  setCartOpen: (open: boolean) => void;
}

export const UI_DEFAULTS = {
  leftMenuOpen: false,
  rightMenuOpen: true,
  rightDrawerOpen: false,
  categoriesExpanded: false,
  cartOpen: false,
} as const;

export const useUiStore = create<UiState>()((set) => ({
  ...UI_DEFAULTS,
  setLeftMenuOpen: (leftMenuOpen) => set({ leftMenuOpen }),
  toggleLeftMenu: () => set((s) => ({ leftMenuOpen: !s.leftMenuOpen })),
  setRightMenuOpen: (rightMenuOpen) => set({ rightMenuOpen }),
  setRightDrawerOpen: (rightDrawerOpen) => set({ rightDrawerOpen }),
  toggleCategories: () => set((s) => ({ categoriesExpanded: !s.categoriesExpanded })),
  setCartOpen: (cartOpen) => set({ cartOpen }),
}));
