import { IdParam, RespResponse } from '../common.ts';
import { StationInput, StationResponse, StationsResponse } from '../kitchen.ts';
import type { RouteDef } from './define.ts';

const tags = ['stations'];

/** The stations module's routes. */
export const StationsRoutes = {
  'GET /v1/stations': {
    tags,
    summary: 'The kitchen stations (Grill, Cold, Bar...), in their sort order',
    response: StationsResponse,
    errors: [400, 404, 409, 422],
  },
  'POST /v1/stations/create': {
    tags,
    summary: 'Create a station (names unique in each language)',
    body: StationInput,
    response: StationResponse,
    errors: [404, 409, 422],
  },
  'PUT /v1/stations/update/:id': {
    tags,
    summary: "Change a station's names, sort order or active flag",
    params: IdParam,
    body: StationInput,
    response: StationResponse,
    errors: [404, 409, 422],
  },
  'DELETE /v1/stations/destroy/:id': {
    tags,
    summary: 'Delete a station: its categories and products then route to no station',
    params: IdParam,
    response: RespResponse,
    errors: [404, 409, 422],
  },
} as const satisfies Record<string, RouteDef>;
