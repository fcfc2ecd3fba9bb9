import { version } from '../../../../package.json';

const env = import.meta.env as Record<string, string | undefined>;

/** The version of this build of the back office. */
export const APP_VERSION = version;

/**
 * Where the project lives. A fork or a reseller builds with VITE_PROJECT_URL; the default is the
 * address the project expects to publish under (to be confirmed by the maintainers).
 */
const PROJECT_URL = (env.VITE_PROJECT_URL ?? 'https://github.com/cashier-pos/cashier').replace(/\/+$/, '');

export const SUPPORT_LINKS = {
  /** The API reference this server generates from its own route schemas. */
  apiDocs: '/api/docs',
  docs: `${PROJECT_URL}#readme`,
  issues: `${PROJECT_URL}/issues`,
};
