import { useCompanyStore, useImageUrl } from '../company-store';

/** Wider than this (width / height) the logo is a wordmark: it already shows the name. */
export const WORDMARK_ASPECT = 2.2;

export function useIsWordmark(): boolean {
  const aspect = useCompanyStore((s) => s.logoAspect);
  return aspect !== null && aspect >= WORDMARK_ASPECT;
}

interface CompanyLogoProps {
  height: number;
  /** Empty when the company name is written right beside the logo. */
  alt: string;
  className?: string;
  isPriority?: boolean;
}

/** The company logo at a given height; its width follows the logo's own proportions. */
export function CompanyLogo({ height, alt, className, isPriority = false }: CompanyLogoProps) {
  const company = useCompanyStore((s) => s.company);
  const aspect = useCompanyStore((s) => s.logoAspect);
  const toImage = useImageUrl();
  if (!company?.LOGO) return null;
  return (
    <img
      src={toImage(company.LOGO)}
      alt={alt}
      height={height}
      width={aspect ? Math.round(height * aspect) : undefined}
      style={{ height, width: aspect ? Math.round(height * aspect) : 'auto', objectFit: 'contain' }}
      className={className}
      // In a header, after the page's main picture: a wide logo weighs as much as a banner
      // (27 KB for the demo's) and shared the phone's line with it (issue 36's LCP).
      fetchPriority={isPriority ? 'high' : 'low'}
    />
  );
}
