import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type onRouteHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { createDb, type Db } from './db/kysely.ts';
import { proxyTrust } from './lib/exposure.ts';
import { EventHub } from './lib/event-hub.ts';
import { Store } from './lib/store.ts';
import { ApprovalService, consumeApproval } from './modules/auth/approvals.ts';
import { PinService } from './modules/auth/pin.ts';
import { pinRoutes } from './modules/auth/pin-routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { AuthService } from './modules/auth/service.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { CatalogService } from './modules/catalog/service.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { CustomersService } from './modules/customers/service.ts';
import { demoRoutes } from './modules/demo/routes.ts';
import { displayRoutes } from './modules/displays/routes.ts';
import { DisplaysService } from './modules/displays/service.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { expenseRoutes } from './modules/expenses/routes.ts';
import { ExpensesService } from './modules/expenses/service.ts';
import { kitchenRoutes } from './modules/kitchen/routes.ts';
import { KitchenService } from './modules/kitchen/service.ts';
import { stationRoutes } from './modules/stations/routes.ts';
import { StationsService } from './modules/stations/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { HealthService } from './modules/health/service.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { OrdersService } from './modules/orders/service.ts';
import { shiftRoutes, zReportRoutes } from './modules/shifts/routes.ts';
import { ShiftsService } from './modules/shifts/service.ts';
import { ZReportsService } from './modules/shifts/z-reports.ts';
import { inProcess } from './modules/reports/jobs.ts';
import { ReportPool } from './modules/reports/report-pool.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { ReportsService } from './modules/reports/service.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { SearchService } from './modules/search/service.ts';
import { modifierRoutes } from './modules/modifiers/routes.ts';
import { ModifiersService } from './modules/modifiers/service.ts';
import { posRoutes } from './modules/pos/routes.ts';
import { PosService } from './modules/pos/service.ts';
import { printerRoutes } from './modules/printers/routes.ts';
import { PrintQueue } from './modules/printers/queue.ts';
import { PrintersService } from './modules/printers/service.ts';
import { PRINT_TIMING, PrintWorker } from './modules/printers/worker.ts';
import { roleRoutes } from './modules/roles/routes.ts';
import { RolesService } from './modules/roles/service.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { SettingsService } from './modules/settings/service.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { SiteService } from './modules/site/service.ts';
import { tableRoutes } from './modules/tables/routes.ts';
import { TablesService } from './modules/tables/service.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { UploadsService } from './modules/uploads/service.ts';
import { profileRoutes } from './modules/users/profile-routes.ts';
import { ProfileService } from './modules/users/profile.ts';
import { LockoutsService } from './modules/users/lockouts.ts';
import { userRoutes } from './modules/users/routes.ts';
import { UsersService } from './modules/users/service.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { answerError, registerErrorHandler } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerGracefulClose } from './plugins/shutdown.ts';
import { registerWeb } from './plugins/web.ts';

export interface BuildOptions {
  /** An open database (tests share one); otherwise opened from the config and closed with the app. */
  db?: Db;
  logger?: boolean;
  /**
   * Sees every route as it is registered, before any plugin's own onRoute hook; the tests read the
   * route table with it.
   */
  onRoute?: onRouteHookHandler;
}

interface Plugin {
  /** Its name in the plugin tree (`app.printPlugins()`, `app.hasPlugin(name)`). */
  name: string;
  register: (app: FastifyInstance, deps: { config: Config; auth: AuthService }) => unknown;
}

/**
 * The plugins, registered in this order before the app's routes. Why the order matters:
 * - errors first: a refusal by any later plugin answers in the one error shape, in the caller's language;
 * - security headers before auth: hooks of one kind run in registration order, so a 401 or 403
 *   from the sign-in check still carries them;
 * - cookies before auth, which reads the session cookie;
 * - compression, OpenAPI, rate limit and auth hook each route as it is added (onRoute), so a route
 *   registered before them would go uncompressed, undocumented, unlimited or unchecked.
 * The web app is not in the list: it comes after the routes, its catch-all and not-found handler
 * answering what no route did.
 */
export const PLUGINS: readonly Plugin[] = [
  { name: 'errors', register: (app) => registerErrorHandler(app) },
  { name: 'security-headers', register: (app) => registerSecurityHeaders(app) },
  { name: 'input-guard', register: (app) => registerInputGuard(app) },
  { name: 'cookies', register: (app) => app.register(cookie) },
  { name: 'multipart', register: (app) => app.register(multipart) },
  { name: 'compression', register: (app) => registerCompression(app) },
  // A weak ETag (a hash of the answer as the route gives it, before @fastify/compress: one tag for
  // every encoding) and a 304 for a matching If-None-Match. A route that sets its own ETag (the
  // POS catalogue) keeps it.
  { name: 'etag', register: (app) => app.register(etag, { weak: true }) },
  { name: 'openapi', register: (app) => registerOpenApi(app) },
  { name: 'rate-limit', register: (app, { config }) => registerRateLimit(app, config.rateLimitPerMinute) },
  { name: 'auth', register: (app, { auth }) => registerAuth(app, auth) },
  { name: 'graceful-close', register: (app) => registerGracefulClose(app, ['/v1/events']) },
];

/**
 * Builds the whole server without listening: plugins, then modules. Tests call it with `inject`.
 * The schema must already be migrated.
 */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const db = options.db ?? createDb(config);
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // On close: idle keep-alive connections go at once, requests in flight finish (event streams
    // are ended by registerGracefulClose); main.ts bounds the wait.
    forceCloseConnections: 'idle',
    // A malformed or too long path: answered like every other error.
    frameworkErrors: (error, request, reply) => void answerError(error, request, reply),
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const hub = new EventHub(db, config);
  await hub.start();
  const store = new Store(db, config.engine, hub);
  const auth = new AuthService(store, config);

  for (const { name, register } of PLUGINS) {
    // fastify-plugin: no encapsulation (its hooks reach every route), and a name in the plugin tree.
    await app.register(fp(async (instance) => void (await register(instance, { config, auth })), { name }));
  }

  authRoutes(app, auth, config.sessionMaxMs);
  pinRoutes(app, new PinService(store, auth), new ApprovalService(store), config.sessionMaxMs);
  userRoutes(app, new UsersService(store), new LockoutsService(store));
  profileRoutes(app, new ProfileService(store));
  roleRoutes(app, new RolesService(store));
  catalogRoutes(app, new CatalogService(store));
  modifierRoutes(app, new ModifiersService(store));
  stationRoutes(app, new StationsService(store));
  posRoutes(app, new PosService(db));
  settingsRoutes(app, new SettingsService(store));
  uploadRoutes(app, new UploadsService(store, config.uploadsDir));
  const orders = new OrdersService(store, consumeApproval);
  orderRoutes(app, orders);
  kitchenRoutes(app, new KitchenService(store));
  customerRoutes(app, new CustomersService(store, orders));
  tableRoutes(app, new TablesService(store));
  expenseRoutes(app, new ExpensesService(store));
  const shifts = new ShiftsService(store, consumeApproval);
  // Long reports go to a thread with its own connection (an in-memory database has no other).
  const reportRunner =
    config.databaseUrl === ':memory:'
      ? inProcess(db, config.engine)
      : new ReportPool(config.engine, config.databaseUrl);
  reportRoutes(app, new ReportsService(reportRunner, (from, to) => shifts.onDays(from, to)));
  shiftRoutes(app, shifts);
  zReportRoutes(app, new ZReportsService(store));
  searchRoutes(app, new SearchService(db));
  printerRoutes(app, new PrintersService(store), new PrintQueue(store));
  const site = new SiteService(store);
  siteRoutes(app, site);
  displayRoutes(app, new DisplaysService(store, site, config));
  eventRoutes(app, hub, auth);
  demoRoutes(app);
  healthRoutes(app, new HealthService(db, config.engine));
  await registerWeb(app, config.webDist, config.uploadsDir, config.siteDist);

  const printing = new PrintWorker(
    store,
    { ...PRINT_TIMING, ...config.print },
    (err) => app.log.error({ err }, 'The print queue could not be read; it is tried again in a second.'),
    // Why a send failed (refused, timed out…) is told here only: the API says "unreachable".
    (details, message) => app.log.warn(details, message),
  );
  printing.start();

  app.addHook('onClose', async () => {
    await printing.stop();
    await reportRunner.close();
    await hub.stop();
    if (!options.db) await db.destroy();
  });
  return app;
}

export type CashierApp = Awaited<ReturnType<typeof buildApp>>;
