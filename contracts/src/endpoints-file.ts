/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { renderEndpoints } from './endpoints-render';
import { routes } from './routes';

/**
 * `endpoints.ts` as `npm run gen` writes it: rendered from the zod route table and formatted with
 * the repository's Prettier settings, so the committed file passes `prettier --check` as it is.
 */
export const endpointsFile = {
  path: fileURLToPath(new URL('./endpoints.ts', import.meta.url)),
  async text(): Promise<string> {
    const options = await resolveConfig(this.path);
    return format(renderEndpoints(routes), { ...options, filepath: this.path });
  },
};
