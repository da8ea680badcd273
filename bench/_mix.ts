import { measureSearchMix } from './search-mix';
const origin = process.argv[2]!;
for (let i = 0; i < 3; i++) { const r = await measureSearchMix(origin, Number(process.argv[3] ?? 5)); console.log(r.rps, r.p50Ms, r.p95Ms, r.cacheHitShare); }
