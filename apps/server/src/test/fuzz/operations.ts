import type { JsonSchema } from './schema-arbitrary.ts';

/** A parameter of an operation as the OpenAPI document describes it. */
export interface Param {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One documented operation, read from the OpenAPI document. */
export interface Operation {
  method: string;
  /** The path template: `/v1/users/update/{id}`. */
  path: string;
  pathParams: Param[];
  query: Param[];
  headers: Param[];
  /** The documented request body, when there is one. */
  body?: { contentType: string; schema: JsonSchema };
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/**
 * Every operation the document lists (the server's whole API: a route added later is in it), in
 * the document's order.
 */
export function operations(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]): Operation => {
        const params = (where: string): Param[] =>
          (op.parameters ?? [])
            .filter((p) => p.in === where)
            .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} }));
        const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
        return {
          method: method.toUpperCase(),
          path,
          pathParams: params('path'),
          query: params('query'),
          headers: params('header'),
          ...(contentType ? { body: { contentType, schema: media?.schema ?? {} } } : {}),
        };
      }),
  );
}

export const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';
