import type { App } from '../../lib/app-type.ts';
import { route } from '../../lib/route.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { StationsService } from './service.ts';

export function stationRoutes(app: App, stations: StationsService): void {
  route(app, 'GET /v1/stations', async () => ({ stations: await stations.list() }));
  route(app, 'POST /v1/stations/create', async (request) => ({
    station: await stations.create(actorOf(request), request.body),
    resp: ok('Station created'),
  }));
  route(app, 'PUT /v1/stations/update/:id', async (request) => ({
    station: await stations.update(actorOf(request), request.params.id, request.body),
    resp: ok('Station updated'),
  }));
  route(app, 'DELETE /v1/stations/destroy/:id', async (request) => {
    await stations.delete(actorOf(request), request.params.id);
    return { resp: ok('Station deleted') };
  });
}
