import type { Company } from '@mostrador/shared/schemas/company';
import type { Theme } from '@mostrador/shared/schemas/themes';
import { imageUrl } from '../../shared/api/image-url';
import { createLiveStore } from '../../shared/ssr/live-store';

/** The company loaded at start-up (docs/product.md#company-branches-and-banners: company, theme, img_url). Not persisted. */
export interface CompanyState {
  company: Company | null;
  theme: Theme | null;
  imgUrl: string;
  /** Width / height of the logo once known, so every <img> of it gets exact dimensions. */
  logoAspect: number | null;
  setLogoAspect: (aspect: number) => void;
  setCompanyInfo: (info: { company: Company; theme: Theme; img_url: string }) => void;
}

export const useCompanyStore = createLiveStore<CompanyState>((set) => ({
  company: null,
  theme: null,
  imgUrl: '',
  logoAspect: null,
  setLogoAspect: (logoAspect) => set({ logoAspect }),
  setCompanyInfo: ({ company, theme, img_url }) => set({ company, theme, imgUrl: img_url }),
}));

/** Full URL of a company picture path, with the loaded `img_url` prefix. */
export function useImageUrl(): (path: string) => string {
  const imgUrl = useCompanyStore((s) => s.imgUrl);
  return (path) => imageUrl(imgUrl, path);
}

/**
 * Starts loading the logo (the logo screen shows it next) and records its proportions: logos
 * come in any shape, from a square icon to a wide wordmark.
 */
export function probeLogo(): void {
  const { company, imgUrl, setLogoAspect } = useCompanyStore.getState();
  if (!company?.LOGO || typeof Image === 'undefined') return;
  const image = new Image();
  image.onload = () => {
    if (image.naturalWidth > 0 && image.naturalHeight > 0) setLogoAspect(image.naturalWidth / image.naturalHeight);
  };
  image.src = imageUrl(imgUrl, company.LOGO);
}
