// Public surface of the company feature: company info (loaded at start-up), its banners, the
// logo and the company store.
export { companyBannersQuery, fetchCompanyBanners, useCompanyBanners } from './api/get-company-banners';
export { companyInfoQuery, fetchCompanyInfo } from './api/get-company-info';
export { probeLogo, useCompanyStore, useImageUrl, type CompanyState } from './company-store';
export { usePageTitle } from './use-page-title';
export { CompanyLogo, useIsWordmark, WORDMARK_ASPECT } from './components/company-logo';
