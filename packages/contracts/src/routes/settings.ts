import { IdParam } from '../common.ts';
import {
  PluginResponse,
  PluginUpdate,
  PluginsResponse,
  SettingResponse,
  SettingUpdate,
  SettingsBatchUpdate,
  SettingsResponse,
} from '../settings.ts';
import type { RouteDef } from './define.ts';

const tags = ['settings'];

/** The settings module's routes. */
export const SettingsRoutes = {
  'GET /v1/settings': {
    tags,
    summary: 'Settings as {id, key, value}: the public keys before sign-in, all but secrets after',
    response: SettingsResponse,
  },
  'PUT /v1/settings/update': {
    tags,
    summary:
      'Save several settings at once ({values: {key: value}}): all are checked first (fields keyed by setting key) and written together or not at all; answers the settings as staff see them',
    body: SettingsBatchUpdate,
    response: SettingsResponse,
    errors: [404],
  },
  'PUT /v1/settings/update/:id': {
    tags,
    summary: 'Change one setting; the value is checked against its key',
    params: IdParam,
    body: SettingUpdate,
    response: SettingResponse,
    errors: [404],
  },
  'GET /v1/plugins': {
    tags: ['plugins'],
    summary:
      'Plugins; their configuration only for roles that manage settings (ZATCA’s, printed on receipts, for all)',
    response: PluginsResponse,
  },
  'PUT /v1/plugins/update/:id': {
    tags: ['plugins'],
    summary: 'Enable, disable or configure a plugin',
    params: IdParam,
    body: PluginUpdate,
    response: PluginResponse,
    errors: [404],
  },
} as const satisfies Record<string, RouteDef>;
