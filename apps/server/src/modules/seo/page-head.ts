import { formatMoney } from '@mostrador/shared/format/money';
import { pictureWidths } from '@mostrador/shared/format/picture-widths';
import { SHARE_PICTURE, sharePicturePath } from '@mostrador/shared/format/share-picture';
import { seoT } from '@mostrador/shared/messages/es-MX-seo';
import type { CategoriesResponse, ProductResponse } from '@mostrador/shared/schemas/catalogue';
import type { BranchesInfoResponse, CompanyInfoResponse } from '@mostrador/shared/schemas/company';
import { pageTitle } from '@mostrador/shared/web/page-titles';
import { AppError } from '../../lib/errors';
import type { Awaitable, SerializedJson } from '../../lib/json-cache';
import type { PageHead } from './head-html';
import { availabilityOf, breadcrumbLd, pharmacyLd, productLd, webSiteLd } from './json-ld';
import { pagePath, publicPage, type PublicPage } from './page-routes';

/** The cached answers a page's head is made from (the same the app reads), and the one lookup of its own. */
export interface HeadSources {
  companyInfo: () => Awaitable<SerializedJson>;
  branchesInfo: () => Awaitable<SerializedJson>;
  /** GET /api/catalogue/products/:SKU's answer; an AppError 404 for no active product. */
  product: (sku: string) => Awaitable<SerializedJson>;
  categories: (type: string | null) => Awaitable<SerializedJson>;
  /** A product no longer in the catalogue: where its department is, if it has one. */
  retiredProduct: (sku: string) => Promise<{ department: { type: string; id: string } | null } | null>;
}

/** A page's status and head (or where it moved): the shell's today, a server render's later. */
export type PageAnswer = { status: 200 | 404 | 410; page: PublicPage; head: PageHead } | { status: 301; location: string };

const DESCRIPTION_LENGTH = 160;
const INDEX = 'index, follow';
const NO_INDEX = 'noindex, follow';

/** Parsed once per cached answer (the services hand out the same object until it changes). */
const parsedAnswers = new WeakMap<SerializedJson, unknown>();
function parsed<T>(answer: SerializedJson): T {
  let value = parsedAnswers.get(answer);
  if (value === undefined) parsedAnswers.set(answer, (value = JSON.parse(answer.json)));
  return value as T;
}

/** At most 160 characters, cut at a word: what a result's snippet shows. */
function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_LENGTH / 2))}…`;
}

interface Context {
  origin: string;
  info: CompanyInfoResponse;
  sources: HeadSources;
}

const company = (c: Context) => c.info.company.NAME;
const absolute = (c: Context, path: string) => (/^https?:\/\//.test(path) ? path : `${c.origin}${path}`);
const mediaUrl = (c: Context, path: string) => absolute(c, c.info.img_url + path);

/**
 * A stored picture as previews show it: its 1200 × 630 share card (decision 082), else (a name
 * that has none) the picture itself with the width its name tells.
 */
function previewPicture(c: Context, path: string, alt: string): NonNullable<PageHead['image']> {
  const card = sharePicturePath(path);
  if (card) return { url: mediaUrl(c, card), width: SHARE_PICTURE.width, height: SHARE_PICTURE.height, type: SHARE_PICTURE.type, alt };
  const widths = pictureWidths(path);
  return { url: mediaUrl(c, path), width: widths?.[widths.length - 1]?.width ?? null, height: null, type: null, alt };
}

function baseHead(c: Context, page: PublicPage, title: string | null, description: string): PageHead {
  const path = pagePath(page);
  const logo = c.info.company.LOGO;
  return {
    title: pageTitle(title, company(c)),
    description: clip(description),
    canonical: path ? `${c.origin}${path}` : null,
    robots: path ? INDEX : NO_INDEX,
    image: logo ? previewPicture(c, logo, company(c)) : null,
    type: 'website',
    siteName: company(c),
    price: null,
    jsonLd: [],
  };
}

const notFound = (c: Context, page: PublicPage, status: 404 | 410 = 404): PageAnswer => ({
  status,
  page,
  head: baseHead(c, { kind: 'notFound' }, seoT('notFound.title'), seoT('home.description', { company: company(c) })),
});

const isNotFound = (error: unknown) => error instanceof AppError && error.statusCode === 404;

async function productPage(c: Context, page: Extract<PublicPage, { kind: 'product' }>): Promise<PageAnswer> {
  let answer: ProductResponse;
  try {
    answer = parsed<ProductResponse>(await c.sources.product(page.sku));
  } catch (error) {
    if (!isNotFound(error)) throw error;
    const retired = await c.sources.retiredProduct(page.sku);
    if (!retired) return notFound(c, page);
    if (!retired.department) return notFound(c, page, 410);
    return { status: 301, location: `${c.origin}${pagePath({ kind: 'category', ...retired.department })}` };
  }
  const p = answer.product;
  const price = formatMoney(p.PRICE);
  const summary = seoT('product.description', { name: p.NAME, presentation: p.PRESENTATION, brand: p.BRAND, price, company: company(c) });
  const prescription = p.REQUIRES_PRESCRIPTION ? seoT('product.prescription') : '';
  const head = baseHead(c, page, p.NAME, [summary, prescription, p.DESCRIPTION].filter(Boolean).join(' '));
  const department = p.CATEGORIES.find((k) => k.TYPE === 'DEPARTAMENTO') ?? p.CATEGORIES[0];
  const url = head.canonical!;
  return {
    status: 200,
    page,
    head: {
      ...head,
      type: 'product',
      price: p.PRICE.toFixed(2),
      image: p.IMAGE ? previewPicture(c, p.IMAGE, p.NAME) : head.image,
      jsonLd: [
        productLd(p, {
          url,
          imageUrl: (path) => mediaUrl(c, path),
          availability: availabilityOf(p, c.info.company.DEFAULT_BRANCH),
          seller: company(c),
        }),
        breadcrumbLd([
          { name: seoT('breadcrumb.home'), url: `${c.origin}/` },
          ...(department
            ? [{ name: department.NAME, url: `${c.origin}${pagePath({ kind: 'category', type: department.TYPE, id: department.ID })}` }]
            : []),
          { name: p.NAME, url: null },
        ]),
      ],
    },
  };
}

async function categoryPage(c: Context, page: Extract<PublicPage, { kind: 'category' }>): Promise<PageAnswer> {
  const { categories } = parsed<CategoriesResponse>(await c.sources.categories(page.type));
  const category = categories.find((k) => k.TYPE === page.type && k.ID === page.id);
  if (!category) return notFound(c, page);
  const description = seoT('category.description', { name: category.NAME, count: category.PRODUCTS, company: company(c) });
  const head = baseHead(c, page, category.NAME, description);
  const trail = [
    { name: seoT('breadcrumb.home'), url: `${c.origin}/` },
    { name: category.NAME, url: null },
  ];
  return { status: 200, page, head: { ...head, jsonLd: [breadcrumbLd(trail)] } };
}

async function branchPages(c: Context, page: Extract<PublicPage, { kind: 'branches' | 'branch' }>): Promise<PageAnswer> {
  const { branchesInfo } = parsed<BranchesInfoResponse>(await c.sources.branchesInfo());
  const urlOf = (code: string) => `${c.origin}${pagePath({ kind: 'branch', code })}`;
  if (page.kind === 'branches') {
    const description = seoT('branches.description', { count: branchesInfo.length, company: company(c) });
    const head = baseHead(c, page, seoT('branches.title'), description);
    return { status: 200, page, head: { ...head, jsonLd: branchesInfo.map((b) => pharmacyLd(b, urlOf(b.BRANCH), company(c))) } };
  }
  const branch = branchesInfo.find((b) => b.BRANCH.toUpperCase() === page.code.toUpperCase());
  if (!branch) return notFound(c, page);
  const canonicalPage = { kind: 'branch' as const, code: branch.BRANCH };
  const description = seoT('branch.description', {
    name: branch.NAME,
    address: branch.ADDRESS,
    colonia: branch.COLONIA,
    city: branch.CITY,
    state: branch.STATE,
    phone: branch.PHONE,
  });
  const trail = [
    { name: seoT('breadcrumb.home'), url: `${c.origin}/` },
    { name: seoT('breadcrumb.branches'), url: `${c.origin}/branches` },
    { name: branch.NAME, url: null },
  ];
  const head = baseHead(c, canonicalPage, branch.NAME, description);
  return { status: 200, page, head: { ...head, jsonLd: [pharmacyLd(branch, urlOf(branch.BRANCH), company(c)), breadcrumbLd(trail)] } };
}

function simplePage(c: Context, page: PublicPage): PageAnswer {
  const about = company(c);
  switch (page.kind) {
    case 'home': {
      const head = baseHead(c, page, null, seoT('home.description', { company: about }));
      return { status: 200, page, head: { ...head, jsonLd: [webSiteLd(c.origin, about)] } };
    }
    case 'search': {
      const title = page.text ? seoT('search.title', { search: page.text }) : seoT('search.allProducts');
      const description = page.text
        ? seoT('search.description', { company: about, search: page.text })
        : seoT('home.description', { company: about });
      return { status: 200, page, head: baseHead(c, page, title, description) };
    }
    case 'about':
      return {
        status: 200,
        page,
        head: baseHead(c, page, seoT('about.title'), c.info.company.SLOGAN || seoT('home.description', { company: about })),
      };
    case 'notFound':
      return notFound(c, page);
    default:
      return { status: 200, page, head: baseHead(c, page, null, seoT('home.description', { company: about })) };
  }
}

/**
 * The status and head of the page at `url` (path and query), for `origin` (PUBLIC_ORIGIN, or the
 * request's own in demo). An unknown product, category or branch is a 404; a product taken out of
 * the catalogue moves (301) to its department, or is gone (410) without one (decision 067).
 */
export async function pageAnswer(url: string, origin: string, sources: HeadSources): Promise<PageAnswer> {
  const c: Context = { origin, info: parsed<CompanyInfoResponse>(await sources.companyInfo()), sources };
  const page = publicPage(url);
  switch (page.kind) {
    case 'product':
      return productPage(c, page);
    case 'category':
      return categoryPage(c, page);
    case 'branches':
    case 'branch':
      return branchPages(c, page);
    default:
      return simplePage(c, page);
  }
}
