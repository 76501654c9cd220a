// A route of the contract, ready for app.route(): its method, its URL under /api and its schema
// (validation, serialisation and the OpenAPI document all come from the contract's entry). The
// route file adds the handler and whatever is the server's own (auth hooks, serialiser, limits).
import { apiRoutes, type ApiRouteKey, type ApiRoutes } from '@moveable/contract';

type MethodOf<K> = K extends `${infer M} ${string}` ? M : never;
type UrlOf<K> = K extends `${string} ${infer P}` ? P : never;

export function endpoint<K extends ApiRouteKey>(key: K): { method: MethodOf<K>; url: UrlOf<K>; schema: ApiRoutes[K] } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as MethodOf<K>, url: key.slice(space + 1) as UrlOf<K>, schema: apiRoutes[key] };
}
