import { buildApp } from './app';
import { loadConfig } from './config/env';
const config = loadConfig({ ...process.env, DATA_DIR: '/tmp/bffbench/data' });
const app = await buildApp({ config, upstreamUrl: 'http://127.0.0.1:18101', supportUrl: 'http://127.0.0.1:18101' });
await app.listen({ port: Number(process.env.BPORT ?? 18103), host: '127.0.0.1' });
console.error('bff up');
process.on('SIGINT', () => process.exit(0));
let last = process.cpuUsage();
process.on('SIGUSR2', () => { const d = process.cpuUsage(last); last = process.cpuUsage(); console.error('CPU_US', d.user + d.system); });
