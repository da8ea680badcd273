import type { Company } from '@mostrador/shared/schemas/company';
import type { Theme } from '@mostrador/shared/schemas/themes';
import { create } from 'zustand';
import { imageUrl } from './company';

/** The company loaded at start-up (spec §3: company, theme, img_url). Not persisted. */
export interface CompanyState {
  company: Company | null;
  theme: Theme | null;
  imgUrl: string;
  setCompanyInfo: (info: { company: Company; theme: Theme; img_url: string }) => void;
}

export const useCompanyStore = create<CompanyState>()((set) => ({
  company: null,
  theme: null,
  imgUrl: '',
  setCompanyInfo: ({ company, theme, img_url }) => set({ company, theme, imgUrl: img_url }),
}));

/** Full URL of a company picture path, with the loaded `img_url` prefix. */
export function useImageUrl(): (path: string) => string {
  const imgUrl = useCompanyStore((s) => s.imgUrl);
  return (path) => imageUrl(imgUrl, path);
}
