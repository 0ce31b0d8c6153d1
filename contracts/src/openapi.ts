import { z } from 'zod';
import { ErrorReplySchema } from './common/envelope';
import type { RouteDef } from './common/route';
import { routeList } from './routes';
import { isRecord } from './common/is-record';
import { IDEMPOTENCY_KEY_PATTERN, takesIdempotencyKey } from './common/idempotency';

/**
 * The OpenAPI 3.1 description of what the browser may call on the BFF, generated from the route
 * table so it cannot drift from the code (the BFF serves it at /docs/openapi.json).
 */

type JsonObject = Record<string, unknown>;

const JSON_MEDIA = 'application/json';
const COMPONENT_PREFIX = '#/components/schemas/';

/** Collects named schemas (zod `$defs`) into `components.schemas` and points refs there. */
class SchemaCollector {
  readonly components: Record<string, unknown> = {};

  /** `scope` names anonymous definitions (zod's `__schema0` for unnamed cycles) so they cannot collide. */
  convert(schema: z.ZodType, io: 'input' | 'output', scope: string): JsonObject {
    const json: JsonObject = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      cycles: 'ref',
      reused: 'inline',
    });
    const defs = isRecord(json.$defs) ? json.$defs : {};
    const rename = new Map<string, string>();
    for (const name of Object.keys(defs)) {
      rename.set(
        name,
        name.startsWith('__') ? `${scope}${name}` : io === 'input' ? `${name}Input` : name,
      );
    }
    const rewrite = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (!isRecord(node)) return node;
      const out: JsonObject = {};
      for (const [key, value] of Object.entries(node)) {
        if (key === '$schema' || key === '$defs') continue;
        if (key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')) {
          const name = value.slice('#/$defs/'.length);
          out.$ref = COMPONENT_PREFIX + (rename.get(name) ?? name);
        } else {
          out[key] = rewrite(value);
        }
      }
      return out;
    };
    for (const [name, def] of Object.entries(defs)) {
      this.components[rename.get(name) ?? name] = rewrite(def);
    }
    const root = rewrite(json);
    return isRecord(root) ? root : {};
  }
}

function queryParameters(schema: JsonObject): JsonObject[] {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.entries(properties).map(([name, property]) => {
    const description =
      isRecord(property) && typeof property.description === 'string'
        ? property.description
        : undefined;
    return {
      name,
      in: 'query',
      required: required.includes(name),
      ...(description === undefined ? {} : { description }),
      schema: property,
    };
  });
}

const errorResponse = (description: string) => ({ $ref: `#/components/responses/${description}` });

const ERROR_RESPONSES: Record<string, string> = {
  BadRequest: '请求参数不正确（msg 为第一个问题的中文说明，issues 列出每个字段）',
  Unauthorized: '需要登录或登录已失效',
  Forbidden: '缺少 X-Requested-With 请求头（跨站请求防护）',
  Conflict: '该请求编号（Idempotency-Key）已用于另一项提交',
  TooManyRequests: '请求过于频繁',
  BadGateway: '上游服务不可用或返回了不符合约定的数据',
  GatewayTimeout: '上游服务响应超时',
};

function operation(route: RouteDef, schemas: SchemaCollector): JsonObject {
  const parameters: JsonObject[] = [];
  if (route.query)
    parameters.push(...queryParameters(schemas.convert(route.query, 'input', route.id)));
  if (route.method === 'POST') {
    parameters.push({
      name: 'X-Requested-With',
      in: 'header',
      required: true,
      description: '跨站请求防护：浏览器发起的写请求必须携带',
      schema: { const: 'XMLHttpRequest' },
    });
  }
  if (takesIdempotencyKey(route.id)) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: '请求编号：同一编号、同一内容的重试只保存一次，并返回首次的答复',
      schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
    });
  }

  const responses: JsonObject = {
    200: {
      description: '成功或业务失败（以 code 区分）',
      content: { [JSON_MEDIA]: { schema: schemas.convert(route.reply, 'output', route.id) } },
    },
  };
  if (route.query || route.body) responses[400] = errorResponse('BadRequest');
  if (route.auth !== 'none') responses[401] = errorResponse('Unauthorized');
  if (route.method === 'POST') responses[403] = errorResponse('Forbidden');
  if (takesIdempotencyKey(route.id)) responses[409] = errorResponse('Conflict');
  responses[429] = errorResponse('TooManyRequests');
  if (route.host !== 'bff') {
    responses[502] = errorResponse('BadGateway');
    responses[504] = errorResponse('GatewayTimeout');
  }

  return {
    operationId: route.id,
    summary: route.summary,
    tags: [route.host],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { [JSON_MEDIA]: { schema: schemas.convert(route.body, 'input', route.id) } },
          },
        }
      : {}),
    responses,
    'x-origin': route.origin,
    'x-auth': route.auth,
  };
}

export function buildOpenApi(): Record<string, unknown> {
  const schemas = new SchemaCollector();
  const paths: Record<string, JsonObject> = {};
  for (const route of routeList) {
    if (!route.exposed) continue;
    const item = paths[route.bffPath] ?? {};
    item[route.method.toLowerCase()] = operation(route, schemas);
    paths[route.bffPath] = item;
  }
  const errorReply = schemas.convert(ErrorReplySchema, 'output', 'ErrorReply');
  const responses = Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([name, description]) => [
      name,
      {
        description,
        content: { [JSON_MEDIA]: { schema: { $ref: `${COMPONENT_PREFIX}ErrorReply` } } },
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: '易商云 BFF API',
      version: '1.0.0',
      description:
        '浏览器经 BFF 调用的全部接口。回复为 { code, msg, data }；知识库成功码为 1，其余为 0。' +
        '登录令牌保存在 BFF 的加密 Cookie 中，浏览器不接触令牌。x-origin：spec 为产品规格中的接口，ours 为自行设计的查询接口，bff 为 BFF 自身接口。',
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'upstream', description: '业务接口（与上游同路径）' },
      { name: 'support', description: '在线客服接口（/support 前缀，BFF 代加密钥）' },
      { name: 'bff', description: 'BFF 自身接口' },
    ],
    paths,
    components: {
      schemas: { ...schemas.components, ErrorReply: errorReply },
      responses,
    },
  };
}
