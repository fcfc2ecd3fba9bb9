import {
  ApiError,
  IdParam,
  RespResponse,
  StationInput,
  StationResponse,
  StationsResponse,
} from '@cashier/contracts';
import type { App } from '../../lib/app-type.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { StationsService } from './service.ts';

const tags = ['stations'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };

export function stationRoutes(app: App, stations: StationsService): void {
  app.get(
    '/v1/stations',
    {
      config: { access: 'catalog.view' },
      schema: {
        tags,
        summary: 'The kitchen stations (Grill, Cold, Bar...), in their sort order',
        response: { 200: StationsResponse, ...errors },
      },
    },
    async () => ({ stations: await stations.list() }),
  );
  app.post(
    '/v1/stations/create',
    {
      config: { access: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Create a station (names unique in each language)',
        body: StationInput,
        response: { 200: StationResponse, ...errors },
      },
    },
    async (request) => ({
      station: await stations.create(actorOf(request), request.body),
      resp: ok('Station created'),
    }),
  );
  app.put(
    '/v1/stations/update/:id',
    {
      config: { access: 'catalog.manage' },
      schema: {
        tags,
        summary: "Change a station's names, sort order or active flag",
        params: IdParam,
        body: StationInput,
        response: { 200: StationResponse, ...errors },
      },
    },
    async (request) => ({
      station: await stations.update(actorOf(request), request.params.id, request.body),
      resp: ok('Station updated'),
    }),
  );
  app.delete(
    '/v1/stations/destroy/:id',
    {
      config: { access: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Delete a station: its categories and products then route to no station',
        params: IdParam,
        response: { 200: RespResponse, ...errors },
      },
    },
    async (request) => {
      await stations.delete(actorOf(request), request.params.id);
      return { resp: ok('Station deleted') };
    },
  );
}
