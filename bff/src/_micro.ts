import { routes } from '@ysy/contracts/routes';
import { routeSamples } from '@ysy/contracts/testing/route-samples';
const c = JSON.parse(JSON.stringify(routeSamples.customs.reply));
c.data.customList.entInfos = Array.from({ length: 10 }, (_, i) => ({ ...c.data.customList.entInfos[0], eid: 'E' + i }));
const text = JSON.stringify(c);
console.log('bytes', Buffer.byteLength(text));
function bench(name: string, fn: () => unknown) { for (let i = 0; i < 2000; i++) fn(); const n = 20000; const t = process.hrtime.bigint(); for (let i = 0; i < n; i++) fn(); console.log(name, (Number(process.hrtime.bigint() - t) / n / 1000).toFixed(2), 'µs'); }
const parsed = JSON.parse(text);
const out = routes.customs.reply.parse(parsed);
bench('JSON.parse', () => JSON.parse(text));
bench('zod safeParse', () => routes.customs.reply.safeParse(parsed));
bench('JSON.stringify', () => JSON.stringify(out));
bench('query safeParse', () => routes.customs.query!.safeParse({ keyword: '科技' }));
import { isUnchanged } from './http/unchanged';
bench('isUnchanged', () => isUnchanged(parsed, out));
