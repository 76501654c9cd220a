// The types of a call to the API, read from the route table: which paths a method has, the
// parameters a path needs, the query names and body a route accepts, and what it answers. The
// browser imports only these types (no schema reaches its bundles).
import type { z } from 'zod';
import type { Method } from './route.ts';
import type { ApiRouteKey, ApiRoutes } from './routes.ts';

/** The paths a method has: ApiPath<'GET'> is '/spots' | '/spots/:id' | … */
export type ApiPath<M extends Method> = ApiRouteKey extends infer K ? (K extends `${M} ${infer P}` ? P : never) : never;

type RouteOf<M extends Method, P extends ApiPath<M>> = ApiRoutes[`${M} ${P}` & ApiRouteKey];

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's `:params`, e.g. { id: 42 } for '/spots/:id'. */
export type PathParams<P extends string> = { [N in ParamNames<P>]: string | number };
export type HasParams<P extends string> = [ParamNames<P>] extends [never] ? false : true;

/** A query value as the client writes it: arrays are joined with commas, empty values left out. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** The query parameter names a route reads (values are checked by the server). */
export type ApiQuery<M extends Method, P extends ApiPath<M>> =
  RouteOf<M, P> extends { querystring: infer Q extends z.ZodType } ? { [N in keyof z.input<Q>]?: QueryValue } : never;

/** The body a route accepts: its JSON, a form (URLSearchParams), or multipart FormData for uploads. */
export type ApiBody<M extends Method, P extends ApiPath<M>> =
  | (RouteOf<M, P> extends { body: infer B extends z.ZodType } ? z.input<B> | URLSearchParams : never)
  | (RouteOf<M, P> extends { consumes: string[] } ? FormData : never);

type SuccessStatus = 200 | 201 | 204;

/** What a route answers when it succeeds (null for 204); errors are thrown as ApiError. */
export type ApiReply<M extends Method, P extends ApiPath<M>> =
  RouteOf<M, P> extends { response: infer R }
    ? { [S in keyof R & SuccessStatus]: R[S] extends z.ZodType ? z.output<R[S]> : never }[keyof R & SuccessStatus]
    : unknown;
