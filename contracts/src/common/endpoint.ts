import type { BodyInput, QueryInput, ReplyOf } from './route';
import type { RouteId, Routes } from '../routes';

/**
 * What the browser needs to call one route: its id (query keys, logs), method and path on the
 * BFF. No schemas: the BFF validates every request and reply against the route table, so the
 * page's first load need not carry zod. The route's input and reply types still come from the
 * zod route table (type-only imports, erased from the bundle).
 */
export interface Endpoint<K extends RouteId = RouteId> {
  readonly id: K;
  readonly method: 'GET' | 'POST';
  readonly bffPath: string;
}

/** Query parameters of an endpoint's route, as the caller writes them. */
export type EndpointQuery<K extends RouteId> = QueryInput<Routes[K]>;
/** Body of an endpoint's route, as the caller writes it. */
export type EndpointBody<K extends RouteId> = BodyInput<Routes[K]>;
/** Reply of an endpoint's route, as the BFF sends it (validated, unknown fields stripped). */
export type EndpointReply<K extends RouteId> = ReplyOf<Routes[K]>;
