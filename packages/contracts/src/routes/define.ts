import type { z } from 'zod';

/** A status a route's own rules answer with an `ApiError`, beyond those its access and input imply. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;

/**
 * One JSON route: what it takes and answers, as the same zod objects the server validates and
 * serializes with, and how it is documented. Its method and path are its key in ROUTES, its
 * access rule its entry in ROUTE_ACCESS.
 */
export interface RouteDef {
  tags: readonly string[];
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** The success answer (200). */
  response: z.ZodType;
  /** Statuses this route's own rules answer (404 unknown id, 409 conflict, 422 rule broken, ...). */
  errors?: readonly ErrorStatus[];
  /** Answers other than 200 and an error, such as 304. */
  others?: Readonly<Record<number, z.ZodType>>;
}
