import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { IDEMPOTENCY_KEY_HEADER } from '@ysy/contracts/common/idempotency-header';
import { transportMessages } from '@ysy/contracts/common/transport-messages';
import { LOAD_LIMITS_ENV } from '@ysy/bff/config/load-limits';

/**
 * No Docker engine runs on the build machine, so the deployment files are checked as text: the
 * image is production, the real-services compose file can only start with the real services
 * configured, the demo is opt-in, and local data and secrets stay out of the image.
 */
const read = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8');

interface Stage {
  name: string;
  /** The stage's instructions, one per entry, continuation lines joined. */
  instructions: string[];
}

/** The Dockerfile's build stages in order, each named by its `AS` (or its index). */
function stages(dockerfile: string): Stage[] {
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const found: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.startsWith('FROM ')) {
      const name = /\sAS\s+(\S+)/i.exec(instruction)?.[1] ?? String(found.length);
      found.push({ name, instructions: [] });
    } else {
      found.at(-1)?.instructions.push(instruction);
    }
  }
  return found;
}

/** The exec-form (JSON array) argument of the stage's last `keyword` instruction. */
function execForm(stage: Stage, keyword: 'CMD' | 'ENTRYPOINT'): string[] | undefined {
  const instruction = stage.instructions.filter((line) => line.startsWith(`${keyword} `)).at(-1);
  if (instruction === undefined) return undefined;
  const value: unknown = JSON.parse(instruction.slice(keyword.length + 1));
  if (!Array.isArray(value) || !value.every((part) => typeof part === 'string')) {
    throw new Error(`${keyword} is not in exec form: ${instruction}`);
  }
  return value;
}

function serveScript(): string {
  const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
  return pkg.scripts.serve ?? '';
}

interface ComposeService {
  image?: string;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: unknown;
  stop_grace_period?: string;
}

/** compose.scale.yaml's services (anchors resolved), and the product's among them by name. */
function scaleCompose(): {
  services: Record<string, ComposeService>;
  web: [string, ComposeService][];
} {
  const parsed = parse(read('docker/compose.scale.yaml'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  const web = Object.entries(parsed.services).filter(([, service]) =>
    String(service.environment?.DATABASE_URL ?? '').startsWith('postgres'),
  );
  return { services: parsed.services, web };
}

/** The lines of one haproxy.cfg section (`backend web`), trimmed, comments dropped. */
function haproxySection(config: string, header: string): string {
  const lines = config.split('\n');
  const start = lines.findIndex((line) => line.trim() === header);
  if (start < 0) throw new Error(`haproxy.cfg has no ${header}`);
  const body: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const trimmed = line.trim();
    if (trimmed !== '' && !trimmed.startsWith('#')) body.push(trimmed);
  }
  return body.join('\n');
}

describe('docker/', () => {
  it('the image runs in production mode, where demo parts are refused without DEMO=1', () => {
    const dockerfile = read('docker/Dockerfile');
    expect(dockerfile).toMatch(/ENV NODE_ENV=production/);
    expect(dockerfile).not.toMatch(/^ENV .*DEMO/m);
  });

  it('the first process of the container is node on the built server, as npm run serve runs it', () => {
    const runtime = stages(read('docker/Dockerfile')).at(-1);
    if (runtime === undefined) throw new Error('no stage');
    // npm (or a shell) in front ends on SIGTERM without passing it on: the server is killed
    // with the container instead of draining.
    expect(execForm(runtime, 'ENTRYPOINT')).toBeUndefined();
    const command = execForm(runtime, 'CMD');
    expect(command?.[0]).toBe('node');
    expect(command).not.toContain('npm');
    expect(command?.at(-1)).toBe('bff/dist/server.js');
    expect(command?.join(' ')).toBe(serveScript());
  });

  it('the runtime stage carries production dependencies only', () => {
    const all = stages(read('docker/Dockerfile'));
    const runtime = all.at(-1);
    if (runtime === undefined) throw new Error('no stage');
    const installs = (stage: Stage) =>
      stage.instructions.filter((line) => /^RUN .*npm (ci|install|i)\b/.test(line));
    expect(installs(runtime)).toEqual([]);
    const copies = runtime.instructions.filter((line) => line.startsWith('COPY '));
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      const from = /--from=(\S+)/.exec(copy)?.[1];
      // From the build context, which .dockerignore strips of node_modules.
      if (from === undefined) continue;
      const source = all.find((stage) => stage.name === from);
      if (source === undefined) throw new Error(`COPY from no stage of this file: ${copy}`);
      const sourceInstalls = installs(source);
      if (
        sourceInstalls.length > 0 &&
        sourceInstalls.every((line) => line.includes('--omit=dev'))
      ) {
        continue;
      }
      // From a stage with dev dependencies installed, only the build's outputs.
      const [path] = copy
        .split(/\s+/)
        .slice(1)
        .filter((part) => !part.startsWith('--'));
      expect(path).toMatch(/^\/app\/(bff\/dist|web\/dist|web\/dist-server|web\/package\.json)$/);
    }
  });

  it('compose.yaml requires every real service and never sets DEMO', () => {
    const compose = read('docker/compose.yaml');
    for (const variable of [
      'UPSTREAM_URL',
      'SUPPORT_URL',
      'SUPPORT_API_KEY',
      'WECHAT_APP_ID',
      'SESSION_SECRET',
    ]) {
      expect(compose).toMatch(new RegExp(`${variable}: \\$\\{${variable}:\\?`));
    }
    expect(compose).not.toMatch(/DEMO/);
  });

  it('every compose file gives the server the time its SIGTERM drain takes', () => {
    for (const file of [
      'docker/compose.yaml',
      'docker/compose.demo.yaml',
      'docker/compose.scale.yaml',
    ]) {
      const grace = /stop_grace_period: (\d+)s/.exec(read(file));
      expect(Number(grace?.[1] ?? 0), file).toBeGreaterThanOrEqual(15);
    }
  });

  it('compose.scale.yaml: every instance shares one database, one Redis and the secrets', () => {
    const { web, services } = scaleCompose();
    expect(web.length).toBeGreaterThanOrEqual(3);
    const db = services.db;
    const password = db?.environment?.POSTGRES_PASSWORD;
    expect(db?.image).toMatch(/^postgres:/);
    expect(services.redis?.image).toMatch(/^redis:/);
    for (const [name, service] of web) {
      const env = service.environment ?? {};
      expect(env.DATABASE_URL, name).toBe(`postgres://postgres:${password}@db:5432/ysy`);
      expect(env.REDIS_URL, name).toMatch(/^redis:\/\/redis:6379\b/);
      // One cookie key for all: a session sealed by one instance is opened by the others.
      for (const secret of ['SESSION_SECRET', 'SUPPORT_API_KEY', 'AGENT_PASSWORD'])
        expect(env[secret], `${name} ${secret}`).toMatch(new RegExp(`^\\$\\{${secret}:\\?`));
      expect(env.TRUST_PROXY, name).not.toBe('true');
      expect(service.depends_on, name).toMatchObject({
        db: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
      // Reached only through the load balancer.
      expect(service.ports, name).toBeUndefined();
    }
  });

  it('compose.scale.yaml: haproxy sends traffic to every instance and checks each on /readyz', () => {
    const { web, services } = scaleCompose();
    const lb = services.lb;
    expect(lb?.image).toMatch(/^haproxy:/);
    expect(lb?.volumes).toContain('./haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect(lb?.ports).toEqual(['8080:8080']);
    const config = read('docker/haproxy.cfg');
    const backend = haproxySection(config, 'backend web');
    expect(backend).toContain('option httpchk GET /readyz');
    expect(backend).toContain('http-check expect status 200');
    expect(backend).toMatch(/^default-server check /m);
    // Reads are resent to another instance; a write that may have been stored only when its
    // idempotency key makes the second send store nothing.
    expect(haproxySection(config, 'defaults')).toMatch(/^retry-on .*\b503\b/m);
    expect(backend).toContain(
      `http-request disable-l7-retry if !METH_GET !{ req.hdr(${IDEMPOTENCY_KEY_HEADER}) -m found }`,
    );
    const servers = [...backend.matchAll(/^server \S+ "\$\{(\w+)\}"/gm)].map((m) => m[1]);
    // Each instance is one server line, whose address compose gives haproxy.
    expect(servers.map((variable) => lb?.environment?.[variable ?? ''])).toEqual(
      web.map(([name]) => `${name}:8080`),
    );
    const listen = /^bind "\$\{(\w+)\}"/m.exec(haproxySection(config, 'frontend www'))?.[1];
    expect(lb?.environment?.[listen ?? '']).toBe(':8080');
    // The status page stays inside the container.
    const stats = /^bind "\$\{(\w+)\}"/m.exec(haproxySection(config, 'frontend stats'))?.[1];
    expect(lb?.environment?.[stats ?? '']).toMatch(/^127\.0\.0\.1:/);
    expect(haproxySection(config, 'defaults')).toContain('option forwardfor');
  });

  it('haproxy checks each instance on its health port, which the image opens', () => {
    const { web, services } = scaleCompose();
    const lbEnv = services.lb?.environment ?? {};
    const backend = haproxySection(read('docker/haproxy.cfg'), 'backend web');
    const servers = [...backend.matchAll(/^server \S+ "\$\{\w+\}"(.*)$/gm)];
    expect(servers).toHaveLength(web.length);
    // The check goes to the address of the server's own variable, on the port of another.
    const checkPorts = servers.map(([, rest]) => /^ port "\$\{(\w+)\}"$/.exec(rest ?? '')?.[1]);
    expect(checkPorts.map((variable) => lbEnv[variable ?? ''])).toEqual(web.map(() => '8081'));
    expect(new Set(checkPorts).size).toBe(web.length);
    // The image's health port (production's default, stated) is the one checked, and exposed.
    const dockerfile = read('docker/Dockerfile');
    expect(dockerfile).toMatch(/^ENV .*\bHEALTH_PORT=8081\b/m);
    expect(dockerfile).toMatch(/^EXPOSE .*\b8081\b/m);
    // Docker's own check asks there too, so a busy instance is not called unhealthy.
    expect(dockerfile).toMatch(/^HEALTHCHECK .*process\.env\.HEALTH_PORT.*\/readyz/m);
    for (const [name, service] of web)
      expect(service.environment?.HEALTH_PORT, name).toBeUndefined();
  });

  it('haproxy.cfg: each instance gets at most what it serves at once, the rest wait briefly in haproxy', () => {
    const config = read('docker/haproxy.cfg');
    const backend = haproxySection(config, 'backend web');
    const maxconn = Number(/^default-server .*\bmaxconn (\d+)/m.exec(backend)?.[1]);
    const inFlight = LOAD_LIMITS_ENV.SHED_MAX_IN_FLIGHT.parse(undefined);
    const perRoute = LOAD_LIMITS_ENV.UPSTREAM_ROUTE_MAX_IN_FLIGHT.parse(undefined);
    // Below what the instance takes before it sheds (its /readyz would then take it out), and
    // more than calls hung on one slow upstream route may hold.
    expect(maxconn).toBeLessThan(inFlight);
    expect(maxconn).toBeGreaterThan(perRoute);
    const queue = /^timeout queue (\d+)ms$/m.exec(backend)?.[1];
    expect(Number(queue)).toBeGreaterThan(0);
    expect(Number(queue)).toBeLessThanOrEqual(500);
    // Chat WebSockets hold a connection for hours: they go to a backend without that bound, over
    // the same servers, in and out with web's checks.
    expect(haproxySection(config, 'frontend www')).toContain(
      'use_backend chat if { hdr(upgrade) -i websocket }',
    );
    const chat = haproxySection(config, 'backend chat');
    expect(chat).not.toMatch(/maxconn/);
    const serversOf = (section: string) =>
      [...section.matchAll(/^server (\S+) ("\$\{\w+\}")/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(serversOf(chat)).toEqual(serversOf(backend));
    for (const [, name] of chat.matchAll(/^server (\S+) /gm)) {
      expect(chat).toMatch(new RegExp(`^server ${name} \\S+ track web/${name}$`, 'm'));
    }
  });

  it('haproxy.cfg: haproxy’s own refusals answer as the product does, in Chinese', () => {
    const defaults = haproxySection(read('docker/haproxy.cfg'), 'defaults');
    const bodies = new Map(
      [
        ...defaults.matchAll(/^http-error status (\d+) content-type "([^"]+)" string '([^']+)'/gm),
      ].map(([, status, type, body]) => {
        expect(type).toBe('application/json; charset=utf-8');
        return [Number(status), JSON.parse(body ?? '') as unknown];
      }),
    );
    expect(Object.fromEntries(bodies)).toEqual({
      502: { code: 502, msg: transportMessages.upstreamUnreachable },
      503: { code: 503, msg: transportMessages.upstreamError },
      504: { code: 504, msg: transportMessages.upstreamTimeout },
    });
  });

  it('the demo is its own compose file that says DEMO=1', () => {
    expect(read('docker/compose.demo.yaml')).toMatch(/DEMO: '1'/);
  });

  it('.dockerignore keeps data, node_modules, local builds and secrets out of the image', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of [
      '**/node_modules',
      'data',
      '**/session-secret',
      '**/support-api-key',
      '.env',
      '.git',
      '**/dist',
      '**/dist-server',
    ]) {
      expect(ignored).toContain(entry);
    }
  });
});
