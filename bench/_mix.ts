import { measureSearchMix } from './search-mix';
const origin = process.argv[2]!;
for (let i = 0; i < 3; i++) console.log(await measureSearchMix(origin, Number(process.argv[3] ?? 5)));
