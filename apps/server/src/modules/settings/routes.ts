import { can } from '@cashier/contracts';
import type { App } from '../../lib/app-type.ts';
import { route } from '../../lib/route.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { SettingsService } from './service.ts';

export function settingsRoutes(app: App, settings: SettingsService): void {
  route(app, 'GET /v1/settings', async (request) => ({
    settings: await settings.list(request.session ? 'staff' : 'public'),
  }));
  route(app, 'PUT /v1/settings/update', async (request) => ({
    settings: await settings.updateMany(actorOf(request), request.body.values),
  }));
  route(app, 'PUT /v1/settings/update/:id', async (request) => ({
    setting: await settings.update(actorOf(request), request.params.id, request.body.value),
    resp: ok('Setting updated'),
  }));
  route(app, 'GET /v1/plugins', async (request) => ({
    plugins: await settings.plugins(can(request.session?.user.permissions ?? null, 'settings.manage')),
  }));
  route(app, 'PUT /v1/plugins/update/:id', async (request) => ({
    plugin: await settings.updatePlugin(actorOf(request), request.params.id, request.body),
    resp: ok('Plugin updated'),
  }));
}
