import {
  ApiError,
  IdParam,
  PluginResponse,
  PluginUpdate,
  PluginsResponse,
  SettingResponse,
  SettingUpdate,
  SettingsBatchUpdate,
  SettingsResponse,
  can,
} from '@cashier/contracts';
import type { App } from '../../lib/app-type.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { SettingsService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

export function settingsRoutes(app: App, settings: SettingsService): void {
  app.get(
    '/v1/settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Settings as {id, key, value}: the public keys before sign-in, all but secrets after',
        response: { 200: SettingsResponse },
      },
    },
    async (request) => ({ settings: await settings.list(request.session ? 'staff' : 'public') }),
  );
  app.put(
    '/v1/settings/update',
    {
      config: { access: 'settings.manage' },
      schema: {
        tags: ['settings'],
        summary:
          'Save several settings at once ({values: {key: value}}): all are checked first (fields keyed by setting key) and written together or not at all; answers the settings as staff see them',
        body: SettingsBatchUpdate,
        response: { 200: SettingsResponse, ...errors },
      },
    },
    async (request) => ({ settings: await settings.updateMany(actorOf(request), request.body.values) }),
  );
  app.put(
    '/v1/settings/update/:id',
    {
      config: { access: 'settings.manage' },
      schema: {
        tags: ['settings'],
        summary: 'Change one setting; the value is checked against its key',
        params: IdParam,
        body: SettingUpdate,
        response: { 200: SettingResponse, ...errors },
      },
    },
    async (request) => ({
      setting: await settings.update(actorOf(request), request.params.id, request.body.value),
      resp: ok('Setting updated'),
    }),
  );
  app.get(
    '/v1/plugins',
    {
      config: { access: 'public' },
      schema: {
        tags: ['plugins'],
        summary:
          'Plugins; their configuration only for roles that manage settings (ZATCA’s, printed on receipts, for all)',
        response: { 200: PluginsResponse },
      },
    },
    async (request) => ({
      plugins: await settings.plugins(can(request.session?.user.permissions ?? null, 'settings.manage')),
    }),
  );
  app.put(
    '/v1/plugins/update/:id',
    {
      config: { access: 'settings.manage' },
      schema: {
        tags: ['plugins'],
        summary: 'Enable, disable or configure a plugin',
        params: IdParam,
        body: PluginUpdate,
        response: { 200: PluginResponse, ...errors },
      },
    },
    async (request) => ({
      plugin: await settings.updatePlugin(actorOf(request), request.params.id, request.body),
      resp: ok('Plugin updated'),
    }),
  );
}
