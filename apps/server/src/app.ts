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
import { DomainHandlers } from './lib/domain-events.ts';
import { Store } from './lib/store.ts';
import {
  ApprovalService,
  authRoutes,
  AuthService,
  consumeApproval,
  pinRoutes,
  PinService,
} from './modules/auth/index.ts';
import { catalogRoutes, CatalogService } from './modules/catalog/index.ts';
import { customerRoutes, CustomersService } from './modules/customers/index.ts';
import { demoRoutes } from './modules/demo/index.ts';
import { displayRoutes, DisplaysService } from './modules/displays/index.ts';
import { eventRoutes } from './modules/events/index.ts';
import { expenseRoutes, ExpensesService } from './modules/expenses/index.ts';
import { kitchenRoutes, KitchenService, registerKitchenHandlers } from './modules/kitchen/index.ts';
import { stationRoutes, StationsService } from './modules/stations/index.ts';
import { healthRoutes, HealthService } from './modules/health/index.ts';
import { orderRoutes, OrdersService } from './modules/orders/index.ts';
import { shiftRoutes, ShiftsService, zReportRoutes, ZReportsService } from './modules/shifts/index.ts';
import {
  inProcess,
  registerReportHandlers,
  ReportPool,
  reportRoutes,
  ReportsService,
} from './modules/reports/index.ts';
import { searchRoutes, SearchService } from './modules/search/index.ts';
import { modifierRoutes, ModifiersService } from './modules/modifiers/index.ts';
import { posRoutes, PosService } from './modules/pos/index.ts';
import {
  PRINT_TIMING,
  printerRoutes,
  PrintersService,
  PrintQueue,
  PrintWorker,
  registerPrinterHandlers,
} from './modules/printers/index.ts';
import { roleRoutes, RolesService } from './modules/roles/index.ts';
import { settingsRoutes, SettingsService } from './modules/settings/index.ts';
import { siteRoutes, SiteService } from './modules/site/index.ts';
import { tableRoutes, TablesService } from './modules/tables/index.ts';
import { uploadRoutes, UploadsService } from './modules/uploads/index.ts';
import {
  LockoutsService,
  profileRoutes,
  ProfileService,
  userRoutes,
  UsersService,
} from './modules/users/index.ts';
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
  const store = new Store(db, config.engine, hub, domainHandlers());
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

/** What follows from an order (its kitchen tickets, print jobs, report rollups), each module's own. */
export function domainHandlers(): DomainHandlers {
  const handlers = new DomainHandlers();
  registerKitchenHandlers(handlers);
  registerPrinterHandlers(handlers);
  registerReportHandlers(handlers);
  return handlers;
}
