import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { buildOpenApi } from './openapi';
import { routeList, routes } from './routes';

type Operation = {
  operationId: string;
  summary: string;
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  'x-origin': string;
};
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: object };
};

const doc = buildOpenApi() as Doc;

function operationOf(bffPath: string, method: string): Operation | undefined {
  return doc.paths[bffPath]?.[method.toLowerCase()];
}

describe('buildOpenApi', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(buildOpenApi());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('documents every exposed route at its bffPath, and no other', () => {
    const exposed = routeList.filter((route) => route.exposed);
    for (const route of exposed) {
      const op = operationOf(route.bffPath, route.method);
      expect(op, route.id).toBeDefined();
      expect(op?.operationId).toBe(route.id);
      expect(op?.summary).toBe(route.summary);
      expect(op?.['x-origin']).toBe(route.origin);
    }
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(operations.map((op) => op.operationId).sort()).toEqual(
      exposed.map((route) => route.id).sort(),
    );
    expect(JSON.stringify(doc)).not.toContain(routes.issueToken.path);
  });

  it('turns query schemas into query parameters', () => {
    const companySearch = operationOf('/api/client/customs', 'GET');
    expect(companySearch?.parameters?.map((p) => [p.name, p.in, p.required])).toEqual([
      ['keyword', 'query', true],
      ['page', 'query', false],
      ['user_id', 'query', false],
      ['sort', 'query', false],
      ['status', 'query', false],
      ['year_from', 'query', false],
      ['year_to', 'query', false],
      ['province', 'query', false],
      ['yuan', 'query', false],
    ]);
    expect(operationOf('/support/api/im/account/getOrCreate', 'POST')?.requestBody).toBeDefined();
  });

  it('references the error reply for the failure statuses', () => {
    const demand = operationOf('/api/client/publish_demand', 'POST');
    for (const status of ['400', '403', '429', '502', '504'])
      expect(demand?.responses[status]).toBeDefined();
    expect(operationOf('/api/client/user/get_latest_user', 'POST')?.responses['401']).toBeDefined();
    // A keyed write documents its Idempotency-Key and the 409 of a key reused; a read neither.
    expect(demand?.parameters?.map((p) => [p.name, p.required])).toContainEqual([
      'Idempotency-Key',
      false,
    ]);
    expect(demand?.responses['409']).toBeDefined();
    const user = operationOf('/api/client/user/get_latest_user', 'POST');
    expect(user?.parameters?.map((p) => p.name)).not.toContain('Idempotency-Key');
    expect(user?.responses['409']).toBeUndefined();
    expect(doc.components.schemas).toHaveProperty('ErrorReply');
    expect(doc.components.schemas).toHaveProperty('KnowledgeNode');
  });

  it('never documents a token in a browser reply', () => {
    const login = operationOf('/api/client/wxlogin/wxlogincallback', 'GET');
    expect(JSON.stringify(login?.responses['200'])).not.toContain('"token"');
  });
});
