import Fastify from 'fastify';
import proxy from '@fastify/http-proxy';
const app = Fastify();
await app.register(proxy, { upstream: process.env.UP ?? 'http://127.0.0.1:18101', prefix: '/api', rewritePrefix: '/api' });
await app.listen({ port: Number(process.env.BPORT ?? 18102), host: '127.0.0.1' });
console.log('proxy up');
let last = process.cpuUsage();
process.on('SIGUSR2', () => { const d = process.cpuUsage(last); last = process.cpuUsage(); console.error('CPU_US', d.user + d.system); });
