import autocannon from 'autocannon';
import { buildDemoCatalogue } from '../apps/server/src/seed/catalogue';
import { seededRandom } from '../apps/server/src/seed/random';
import { percentile } from './accounts';

/** The app's answer cache as configured by default (CACHE_TTL_MS, TtlCache's bound). */
const CACHE_TTL_MS = 5000;
const CACHE_MAX_ENTRIES = 500;

const plain = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * Every distinct search of the mix: the catalogue's words (names, active ingredients, brands,
 * laboratories) as typed with and without accents, a slip of the finger in each (two letters
 * swapped or one dropped), the first two words of each name, and names with a dose. Shuffled, so
 * how popular a search is has nothing to do with its place in the catalogue.
 */
export function searchUniverse(seed = 2026): string[] {
  const random = seededRandom(seed);
  const words = new Set<string>();
  const phrases = new Set<string>();
  for (const p of buildDemoCatalogue().products) {
    for (const text of [p.name, p.activeIngredient ?? '', p.brand ?? '', p.laboratory ?? '']) {
      for (const w of text.split(/[^\p{L}]+/u)) if (w.length >= 4) words.add(w.toLowerCase());
    }
    const nameWords = p.name.split(/\s+/);
    phrases.add(nameWords.slice(0, 2).join(' ').toLowerCase());
    const dose = p.name.match(/\d+\s?(mg|ml|g)/i)?.[0];
    if (dose) phrases.add(`${nameWords[0]!.toLowerCase()} ${dose.toLowerCase()}`);
  }
  const typo = (w: string) => {
    const i = 1 + Math.floor(random() * (w.length - 2));
    return random() < 0.5 ? w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2) : w.slice(0, i) + w.slice(i + 1);
  };
  const all = new Set<string>();
  for (const w of words) {
    all.add(w);
    if (plain(w) !== w) all.add(plain(w));
    all.add(typo(plain(w)));
  }
  for (const p of phrases) all.add(p);
  const list = [...all];
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/**
 * `count` search requests as a storefront receives them: searches drawn with Zipf's law (s = 1,
 * the shape of search logs: the k-th most popular search is asked 1/k as often as the first),
 * first page of 24 mostly, the second page one time in ten.
 */
export function searchMixPaths(count: number, seed = 7): { paths: string[]; distinct: number } {
  const universe = searchUniverse();
  const random = seededRandom(seed);
  const cdf: number[] = [];
  let sum = 0;
  for (let k = 1; k <= universe.length; k++) cdf.push((sum += 1 / k));
  const pick = () => {
    const x = random() * sum;
    let lo = 0;
    let hi = cdf.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return universe[lo]!;
  };
  const paths = Array.from(
    { length: count },
    () => `/api/catalogue/products?q=${encodeURIComponent(pick())}&PAGE_SIZE=24${random() < 0.1 ? '&PAGE=2' : ''}`,
  );
  return { paths, distinct: universe.length };
}

/**
 * The mix against the app as it runs by default (answer cache on), 20 clients. The share of
 * requests its cache could answer is replayed from the order and time each request was sent
 * (same TTL and bound as the app's cache; a miss is stored when it is sent, so this slightly
 * overstates hits while a miss is in flight).
 */
export async function measureSearchMix(origin: string, seconds: number, connections = 20) {
  const { paths, distinct } = searchMixPaths(400_000);
  const sentAt: number[] = [];
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        requests: [{ setupRequest: (req) => ({ ...req, method: 'GET', path: paths[sentAt.push(Date.now()) - 1]! }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
    });
  });
  const cached = new Map<string, number>();
  let hits = 0;
  sentAt.forEach((at, i) => {
    const path = paths[i]!;
    const expiresAt = cached.get(path);
    if (expiresAt !== undefined && expiresAt > at) return void hits++;
    cached.delete(path);
    if (cached.size >= CACHE_MAX_ENTRIES) cached.delete(cached.keys().next().value!);
    cached.set(path, at + CACHE_TTL_MS);
  });
  latencies.sort((a, b) => a - b);
  return {
    connections,
    distinctSearches: distinct,
    requests: sentAt.length,
    distinctRequested: new Set(paths.slice(0, sentAt.length)).size,
    cacheHitShare: Math.round((hits / Math.max(1, sentAt.length)) * 100) / 100,
    rps: Math.round(result.requests.average),
    p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p95Ms: Math.round(percentile(latencies, 95) * 10) / 10,
    non2xx: result.non2xx,
  };
}
