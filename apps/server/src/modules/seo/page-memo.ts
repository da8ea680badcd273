import type { SerializedJson } from '../../lib/json-cache';
import type { HeadSources, PageAnswer } from './page-head';

type Read = { name: 'companyInfo' | 'branchesInfo' | 'product' | 'categories'; arg: string | null; value: SerializedJson };

/** Pages remembered (products, categories, branches, recent searches); the oldest is let go. */
const MAX_PAGES = 5000;

/**
 * A page's answer made once per set of cached answers it was made from: the services hand out
 * the same object until it changes (decision 040), so asking them again and comparing identities
 * says whether the page is still current, without building its head again. Answers that needed
 * a lookup of their own (a retired or unknown product) are made each time.
 */
export function memoizePages(
  make: (url: string, origin: string, sources: HeadSources) => Promise<PageAnswer>,
): (url: string, origin: string, sources: HeadSources) => Promise<PageAnswer> {
  const pages = new Map<string, { reads: Read[]; answer: PageAnswer }>();
  return async (url, origin, sources) => {
    const key = `${origin} ${url}`;
    const hit = pages.get(key);
    if (hit && (await isCurrent(hit.reads, sources))) return hit.answer;
    const reads: Read[] = [];
    let isCacheable = true;
    const record =
      (name: Read['name']) =>
      async (arg: string | null): Promise<SerializedJson> => {
        const value = await (sources[name] as (arg: string | null) => SerializedJson | Promise<SerializedJson>)(arg);
        reads.push({ name, arg, value });
        return value;
      };
    const answer = await make(url, origin, {
      companyInfo: () => record('companyInfo')(null),
      branchesInfo: () => record('branchesInfo')(null),
      product: (sku) => record('product')(sku),
      categories: (type) => record('categories')(type),
      retiredProduct: (sku) => {
        isCacheable = false;
        return sources.retiredProduct(sku);
      },
    }).catch((error: unknown) => {
      isCacheable = false;
      throw error;
    });
    if (isCacheable && answer.status === 200) {
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
      pages.set(key, { reads, answer });
    }
    return answer;
  };
}

async function isCurrent(reads: Read[], sources: HeadSources): Promise<boolean> {
  for (const read of reads) {
    const source = sources[read.name] as (arg: string | null) => SerializedJson | Promise<SerializedJson>;
    if ((await source(read.arg)) !== read.value) return false;
  }
  return true;
}
