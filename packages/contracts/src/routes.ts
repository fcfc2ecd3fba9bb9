import type { z } from 'zod';
import { LoginBody, LoginResponse, MeResponse, TokenBody, TokenResponse } from './auth.ts';
import {
  CategoriesResponse,
  CategoriesWithProductsResponse,
  CategoryFilter,
  CategoryInput,
  CategoryResponse,
  ProductCreatedResponse,
  ProductInput,
  ProductResponse,
  ProductsQuery,
  ProductsResponse,
} from './catalog.ts';
import { IdParam, RespResponse } from './common.ts';
import { CustomerInput, CustomerResponse, CustomersQuery, CustomersResponse } from './customers.ts';
import { DashboardQuery, DashboardResponse } from './dashboard.ts';
import {
  BoardResponse,
  FireInput,
  ItemDoneInput,
  KitchenQuery,
  KitchenResponse,
  KitchenTicketResponse,
  ServeInput,
  StationInput,
  StationResponse,
  StationsResponse,
  TicketInput,
} from './kitchen.ts';
import {
  DisplayInput,
  DisplayParam,
  DisplayPushResponse,
  DisplayResponse,
  DisplaySlidesResponse,
} from './displays.ts';
import {
  ExpenseCategoriesResponse,
  ExpenseFilter,
  ExpenseInput,
  ExpenseResponse,
  ExpensesResponse,
} from './expenses.ts';
import {
  DailyReport,
  ExpensesSalesQuery,
  ExpensesSalesReport,
  ProductSalesReport,
  ReportQuery,
  SalesManagerReport,
  StaffLogsQuery,
  StaffLogsReport,
} from './reports.ts';
import {
  CashMovementInput,
  CurrentShiftResponse,
  ShiftCloseInput,
  ShiftFilter,
  ShiftOpenInput,
  ShiftResponse,
  ShiftsResponse,
  ZCloseInput,
  ZNumberParam,
  ZPreviewResponse,
  ZReportResponse,
  ZReportsResponse,
} from './shifts.ts';
import {
  ModifierGroupInput,
  ModifierGroupResponse,
  ModifierGroupsResponse,
  ProductModifierGroupsInput,
  ProductModifierGroupsResponse,
} from './modifiers.ts';
import {
  InvoiceParam,
  MergeInput,
  OrderAuditResponse,
  OrdersChangedResponse,
  RefundInput,
  SplitInput,
} from './order-actions.ts';
import {
  OneOrderResponse,
  OpenOrdersQuery,
  OpenOrdersResponse,
  OrderCreate,
  OrderResponse,
  OrderUpdate,
  OrdersQuery,
  OrdersResponse,
  SettlementInput,
  SettlementResponse,
} from './orders.ts';
import { PosCatalogResponse } from './pos.ts';
import {
  PrinterInput,
  PrinterResponse,
  PrintersResponse,
  PrintJobResponse,
  PrintJobRetry,
  PrintJobsResponse,
} from './printers.ts';
import { RoleInput, RoleResponse, RolesResponse } from './roles.ts';
import { SearchQuery, SearchResponse } from './search.ts';
import {
  PluginResponse,
  PluginUpdate,
  PluginsResponse,
  SettingResponse,
  SettingUpdate,
  SettingsBatchUpdate,
  SettingsResponse,
} from './settings.ts';
import { SitePageFilter, SitePageInput, SitePageResponse, SitePagesResponse } from './site.ts';
import {
  TableInput,
  TableResponse,
  TableStatusInput,
  TablesResponse,
  TablesWithOrdersResponse,
} from './tables.ts';
import {
  ApprovalResponse,
  ApproveBody,
  LockoutClear,
  LockoutsResponse,
  PinLoginBody,
  PinStaffResponse,
  ProfileResponse,
  ProfileUpdate,
  UserCreate,
  UserResponse,
  UserUpdate,
  UsersResponse,
} from './users.ts';

/** What one JSON route takes and answers: the same zod objects the server validates with. */
interface RouteContract {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/**
 * Every JSON route of the API, by method and path, with its schemas. The server's route table is
 * checked against it (apps/server/src/routes-contract.test.ts: same routes, same schema objects),
 * and the web's client takes its paths and types from it, so a wrong path or body fails typecheck.
 * Left out: GET /v1/events (a Server-Sent Events stream the browser's EventSource reads) and
 * POST /v1/uploads (a multipart form; its answer is UploadResponse).
 */
export const ROUTES = {
  'POST /v1/auth/login': { body: LoginBody, response: LoginResponse },
  'POST /v1/auth/decrypToken': { body: TokenBody, response: TokenResponse },
  'POST /v1/auth/logout': { response: RespResponse },
  'GET /v1/auth/me': { response: MeResponse },
  'POST /v1/auth/pin': { body: PinLoginBody, response: LoginResponse },
  'GET /v1/auth/pin-staff': { response: PinStaffResponse },
  'POST /v1/auth/approve': { body: ApproveBody, response: ApprovalResponse },
  'GET /v1/users': { response: UsersResponse },
  'POST /v1/users/create': { body: UserCreate, response: UserResponse },
  'PUT /v1/users/update/:id': { params: IdParam, body: UserUpdate, response: UserResponse },
  'DELETE /v1/users/destroy/:id': { params: IdParam, response: RespResponse },
  'GET /v1/users/lockouts': { response: LockoutsResponse },
  'POST /v1/users/lockouts/clear': { body: LockoutClear, response: RespResponse },
  'PUT /v1/auth/profile': { body: ProfileUpdate, response: ProfileResponse },
  'GET /v1/roles': { response: RolesResponse },
  'POST /v1/roles/create': { body: RoleInput, response: RoleResponse },
  'PUT /v1/roles/update/:id': { params: IdParam, body: RoleInput, response: RoleResponse },
  'DELETE /v1/roles/destroy/:id': { params: IdParam, response: RespResponse },
  'GET /v1/categories': { query: CategoryFilter, response: CategoriesResponse },
  'GET /v1/categories/list': { response: CategoriesWithProductsResponse },
  'POST /v1/categories/create': { body: CategoryInput, response: CategoryResponse },
  'PUT /v1/categories/update/:id': { params: IdParam, body: CategoryInput, response: CategoryResponse },
  'DELETE /v1/categories/destroy/:id': { params: IdParam, response: RespResponse },
  'GET /v1/products': { query: ProductsQuery, response: ProductsResponse },
  'GET /v1/products/list': { query: CategoryFilter, response: CategoriesWithProductsResponse },
  'POST /v1/products/create': { body: ProductInput, response: ProductCreatedResponse },
  'POST /v1/products/update/:id': { params: IdParam, body: ProductInput, response: ProductResponse },
  'DELETE /v1/products/destroy/:id': { params: IdParam, response: RespResponse },
  'GET /v1/stations': { response: StationsResponse },
  'POST /v1/stations/create': { body: StationInput, response: StationResponse },
  'PUT /v1/stations/update/:id': { params: IdParam, body: StationInput, response: StationResponse },
  'DELETE /v1/stations/destroy/:id': { params: IdParam, response: RespResponse },
  'GET /v1/kitchen/tickets': { query: KitchenQuery, response: KitchenResponse },
  'POST /v1/kitchen/items/done': { body: ItemDoneInput, response: KitchenTicketResponse },
  'POST /v1/kitchen/tickets/start': { body: TicketInput, response: KitchenTicketResponse },
  'POST /v1/kitchen/tickets/bump': { body: TicketInput, response: KitchenTicketResponse },
  'POST /v1/kitchen/tickets/recall': { body: TicketInput, response: KitchenTicketResponse },
  'GET /v1/kitchen/board': { response: BoardResponse },
  'POST /v1/kitchen/serve': { body: ServeInput, response: RespResponse },
  'GET /v1/displays/slides': { response: DisplaySlidesResponse },
  'GET /v1/displays/:code': { params: DisplayParam, response: DisplayResponse },
  'PUT /v1/displays/:code': { params: DisplayParam, body: DisplayInput, response: DisplayPushResponse },
  'DELETE /v1/displays/:code': { params: DisplayParam, response: DisplayPushResponse },
  'POST /v1/orders/fire': { body: FireInput, response: OrderResponse },
  'GET /v1/modifier-groups': { response: ModifierGroupsResponse },
  'POST /v1/modifier-groups/create': { body: ModifierGroupInput, response: ModifierGroupResponse },
  'PUT /v1/modifier-groups/update/:id': {
    params: IdParam,
    body: ModifierGroupInput,
    response: ModifierGroupResponse,
  },
  'DELETE /v1/modifier-groups/destroy/:id': { params: IdParam, response: RespResponse },
  'PUT /v1/products/:id/modifier-groups': {
    params: IdParam,
    body: ProductModifierGroupsInput,
    response: ProductModifierGroupsResponse,
  },
  'GET /v1/pos/catalog': { response: PosCatalogResponse },
  'GET /v1/settings': { response: SettingsResponse },
  'PUT /v1/settings/update': { body: SettingsBatchUpdate, response: SettingsResponse },
  'PUT /v1/settings/update/:id': { params: IdParam, body: SettingUpdate, response: SettingResponse },
  'GET /v1/plugins': { response: PluginsResponse },
  'PUT /v1/plugins/update/:id': { params: IdParam, body: PluginUpdate, response: PluginResponse },
  'GET /v1/orders': { query: OrdersQuery, response: OrdersResponse },
  'GET /v1/orders/list': { query: OpenOrdersQuery, response: OpenOrdersResponse },
  'GET /v1/orders/invoice/:number': { params: InvoiceParam, response: OneOrderResponse },
  'GET /v1/orders/:id/audit': { params: IdParam, response: OrderAuditResponse },
  'GET /v1/orders/:id': { params: IdParam, response: OneOrderResponse },
  'POST /v1/orders/create': { body: OrderCreate, response: OrderResponse },
  'PUT /v1/orders/update': { body: OrderUpdate, response: OrderResponse },
  'POST /v1/orders/refund/:id': { params: IdParam, body: RefundInput, response: OrderResponse },
  'POST /v1/orders/merge': { body: MergeInput, response: OrdersChangedResponse },
  'POST /v1/orders/split/:id': { params: IdParam, body: SplitInput, response: OrdersChangedResponse },
  'POST /v1/customers/settle/:id': { params: IdParam, body: SettlementInput, response: SettlementResponse },
  'GET /v1/customers': { query: CustomersQuery, response: CustomersResponse },
  'POST /v1/customers/create': { body: CustomerInput, response: CustomerResponse },
  'PUT /v1/customers/update/:id': { params: IdParam, body: CustomerInput, response: CustomerResponse },
  'DELETE /v1/customers/destroy/:id': { params: IdParam, response: RespResponse },
  'GET /v1/tables': { response: TablesResponse },
  'GET /v1/tables/list': { response: TablesWithOrdersResponse },
  'POST /v1/tables/create': { body: TableInput, response: TableResponse },
  'PUT /v1/tables/update/:id': { params: IdParam, body: TableInput, response: TableResponse },
  'PUT /v1/tables/setStatus/:id': { params: IdParam, body: TableStatusInput, response: TableResponse },
  'POST /v1/tables/:id/rotate-token': { params: IdParam, response: TableResponse },
  'DELETE /v1/tables/destroy/:id': { params: IdParam, response: RespResponse },
  'GET /v1/expenses': { query: ExpenseFilter, response: ExpensesResponse },
  'POST /v1/expenses/create': { body: ExpenseInput, response: ExpenseResponse },
  'PUT /v1/expenses/update/:id': { params: IdParam, body: ExpenseInput, response: ExpenseResponse },
  'DELETE /v1/expenses/destroy/:id': { params: IdParam, response: RespResponse },
  'GET /v1/expenses/categories': { response: ExpenseCategoriesResponse },
  'GET /v1/reports/dashboard': { query: DashboardQuery, response: DashboardResponse },
  'GET /v1/reports/daily': { query: ReportQuery, response: DailyReport },
  'GET /v1/reports/expenses-and-sales': { query: ExpensesSalesQuery, response: ExpensesSalesReport },
  'GET /v1/reports/product-sales': { query: ReportQuery, response: ProductSalesReport },
  'GET /v1/reports/sales-manager': { query: ReportQuery, response: SalesManagerReport },
  'GET /v1/reports/staff-logs': { query: StaffLogsQuery, response: StaffLogsReport },
  'GET /v1/shifts/current': { response: CurrentShiftResponse },
  'GET /v1/shifts': { query: ShiftFilter, response: ShiftsResponse },
  'GET /v1/shifts/:id': { params: IdParam, response: ShiftResponse },
  'POST /v1/shifts/open': { body: ShiftOpenInput, response: ShiftResponse },
  'POST /v1/shifts/movement/:id': { params: IdParam, body: CashMovementInput, response: ShiftResponse },
  'POST /v1/shifts/close/:id': { params: IdParam, body: ShiftCloseInput, response: ShiftResponse },
  'POST /v1/shifts/print/:id': { params: IdParam, body: PrintJobRetry, response: PrintJobResponse },
  'GET /v1/z-reports': { response: ZReportsResponse },
  'GET /v1/z-reports/preview': { response: ZPreviewResponse },
  'POST /v1/z-reports/close': { body: ZCloseInput, response: ZReportResponse },
  'GET /v1/z-reports/:number': { params: ZNumberParam, response: ZReportResponse },
  'POST /v1/z-reports/print/:number': {
    params: ZNumberParam,
    body: PrintJobRetry,
    response: PrintJobResponse,
  },
  'GET /v1/search': { query: SearchQuery, response: SearchResponse },
  'GET /v1/printers': { response: PrintersResponse },
  'POST /v1/printers/create': { body: PrinterInput, response: PrinterResponse },
  'PUT /v1/printers/update/:id': { params: IdParam, body: PrinterInput, response: PrinterResponse },
  'DELETE /v1/printers/destroy/:id': { params: IdParam, response: RespResponse },
  'POST /v1/printers/test/:id': { params: IdParam, response: PrintJobResponse },
  'GET /v1/printers/jobs/:id': { params: IdParam, response: PrintJobsResponse },
  'POST /v1/orders/print/:id': { params: IdParam, body: PrintJobRetry, response: PrintJobResponse },
  'POST /v1/print-jobs/retry/:id': { params: IdParam, body: PrintJobRetry, response: PrintJobResponse },
  'GET /v1/site-pages': { query: SitePageFilter, response: SitePagesResponse },
  'POST /v1/site-pages/create': { body: SitePageInput, response: SitePageResponse },
  'PUT /v1/site-pages/update/:id': { params: IdParam, body: SitePageInput, response: SitePageResponse },
  'DELETE /v1/site-pages/destroy/:id': { params: IdParam, response: RespResponse },
} as const satisfies Record<string, RouteContract>;

export type RouteKey = keyof typeof ROUTES;
type Route<K extends RouteKey> = (typeof ROUTES)[K];

/** `:id` and `:number` in a path, as names. */
type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type PathOf<K extends string> = K extends `${string} ${infer P}` ? P : never;

type ParamsPart<K extends RouteKey> = [PathParams<PathOf<K>>] extends [never]
  ? unknown
  : { params: Record<PathParams<PathOf<K>>, string | number> };
/** A query as a client builds it: every field optional, values as their parsed types. */
type QueryPart<K extends RouteKey> =
  Route<K> extends { query: infer Q extends z.ZodType } ? { query?: Partial<z.output<Q>> } : unknown;
type BodyPart<K extends RouteKey> =
  Route<K> extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : unknown;

/** What a call of route K sends: its path parameters, query and body, as each applies. */
export type RouteInput<K extends RouteKey> = ParamsPart<K> & QueryPart<K> & BodyPart<K>;
/** What route K answers on success. */
export type RouteResponse<K extends RouteKey> = z.output<Route<K>['response']>;
