/**
 * A page's title: "Paracetamol 500 mg · Farmacias Mostrador", or the company's name alone for the
 * home. The server writes it into the page's head (apps/server modules/seo) and the storefront's
 * pages set it while a person navigates, so both say the same. No words of its own (only the
 * separator), so the first download does not carry a message catalogue for it.
 */
export function pageTitle(page: string | null, company: string): string {
  return page ? `${page} · ${company}` : company;
}
