import type { Plugin } from '@cashier/contracts';
import { i18n, type TranslationKey } from '@/lib/i18n';

const KNOWN: Record<string, { name: TranslationKey; description: TranslationKey }> = {
  zatca: { name: 'plugins.known.zatca.name', description: 'plugins.known.zatca.description' },
  'online-ordering': {
    name: 'plugins.known.online-ordering.name',
    description: 'plugins.known.online-ordering.description',
  },
  'kitchen-printer': {
    name: 'plugins.known.kitchen-printer.name',
    description: 'plugins.known.kitchen-printer.description',
  },
  maps: { name: 'plugins.known.maps.name', description: 'plugins.known.maps.description' },
};

/** A built-in plugin's name and description in the active language; the server's text otherwise. */
export function pluginText(plugin: Plugin): { name: string; description: string } {
  const known = KNOWN[plugin.key];
  if (!known) return { name: plugin.name, description: plugin.description };
  return { name: i18n.t(known.name), description: i18n.t(known.description) };
}
