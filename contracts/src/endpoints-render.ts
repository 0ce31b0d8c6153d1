import type { RouteDef } from './common/route';

/**
 * The text of `endpoints.ts`: every route the browser may call (`exposed`), with its id, method
 * and BFF path, read from the zod route table, so the table stays the one source of truth and the
 * browser's copy is checked against it (`endpoints.test.ts` fails when they differ; `npm run gen`
 * writes the file again).
 */
export function renderEndpoints(routes: Record<string, RouteDef>): string {
  const rows = Object.entries(routes)
    .filter(([, route]) => route.exposed)
    .map(
      ([key, route]) =>
        `  ${key}: { id: ${quote(route.id)}, method: ${quote(route.method)}, bffPath: ${quote(route.bffPath)} },`,
    );
  return [
    '// Generated from routes.ts by `npm run gen` (scripts/gen.ts): do not edit.',
    "import type { Endpoint } from './common/endpoint';",
    "import type { RouteId } from './routes';",
    '',
    '/** Every route the browser may call: id, method and path on the BFF, without schemas. */',
    'export const endpoints = {',
    ...rows,
    '} as const satisfies { [K in RouteId]?: Endpoint<K> };',
    '',
  ].join('\n');
}

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}
