import type {
  CustomerStatus,
  EventTopic,
  LockoutKind,
  OrderStatus,
  OrderType,
  PaymentMethod,
  Permission,
  SitePageKind,
  TableStatus,
  User,
} from '@cashier/contracts';
import { flag, generated, id, integer, orNull, text, type Column } from './columns.ts';
import { DISPLAY_TABLES } from './schema-displays.ts';
import { KITCHEN_TABLES } from './schema-kitchen.ts';
import { PRINTING_TABLES } from './schema-printing.ts';
import { ROLLUP_TABLES } from './schema-rollups.ts';
import { SHIFT_TABLES } from './schema-shifts.ts';

export type { Column, ColumnClass } from './columns.ts';

/**
 * The tables as Kysely sees them (camelCase through CamelCasePlugin; the SQL is snake_case),
 * declared once as values so a test can compare them with a migrated database, and the types
 * below derived from them. Timestamps are ISO 8601 UTC text on both engines so they sort and
 * compare the same way; booleans are 0/1 integers on both; money is integer minor units.
 */
export const SCHEMA = {
  roles: { id: id(), name: text(), description: text(), system: flag(), createdAt: text() },
  rolePermissions: { roleId: integer(), permission: text<Permission>() },
  users: {
    id: id(),
    name: text(),
    email: text(),
    passwordHash: text(),
    pinHash: orNull(text()),
    roleId: integer(),
    locale: text<User['locale']>(),
    active: flag(),
    createdAt: text(),
    updatedAt: text(),
  },
  sessions: {
    id: id(),
    userId: integer(),
    tokenHash: text(),
    ip: orNull(text()),
    userAgent: orNull(text()),
    createdAt: text(),
    lastSeenAt: text(),
    expiresAt: text(),
    revokedAt: orNull(text()),
  },
  loginThrottle: {
    key: text(),
    /**
     * What the row limits (see auth/throttle.ts); '' on a row PostgreSQL creates only to lock it
     * before its first failure.
     */
    kind: text<LockoutKind | ''>(),
    /** The e-mail (login) or user id (pin, approve) it limits; null for an address's own limit. */
    subject: orNull(text()),
    ip: orNull(text()),
    failures: integer(),
    firstFailureAt: text(),
    lockedUntil: orNull(text()),
  },
  approvals: {
    id: id(),
    tokenHash: text(),
    approverId: orNull(integer()),
    requestedBy: orNull(integer()),
    permission: text<Permission>(),
    /** The order it approves an action on; null for an order being created. */
    orderId: orNull(integer()),
    reason: text(),
    createdAt: text(),
    expiresAt: text(),
    usedAt: orNull(text()),
    usedFor: orNull(text()),
  },
  settings: { id: id(), key: text(), value: text(), updatedAt: text() },
  plugins: {
    id: id(),
    key: text(),
    name: text(),
    description: text(),
    enabled: flag(),
    config: text(),
    updatedAt: text(),
  },
  categories: {
    id: id(),
    nameEn: text(),
    nameAr: text(),
    image: orNull(text()),
    sortOrder: integer(),
    active: flag(),
    stationId: orNull(integer()),
    createdAt: text(),
    updatedAt: text(),
  },
  products: {
    id: id(),
    categoryId: integer(),
    nameEn: text(),
    nameAr: text(),
    descriptionEn: orNull(text()),
    descriptionAr: orNull(text()),
    price: integer(),
    taxRateBp: orNull(integer()),
    image: orNull(text()),
    sku: orNull(text()),
    barcode: orNull(text()),
    active: flag(),
    sortOrder: integer(),
    stationId: orNull(integer()),
    prepMinutes: orNull(integer()),
    course: orNull(integer()),
    createdAt: text(),
    updatedAt: text(),
  },
  modifierGroups: { id: id(), nameEn: text(), nameAr: text(), minSelect: integer(), maxSelect: integer() },
  modifiers: {
    id: id(),
    groupId: integer(),
    nameEn: text(),
    nameAr: text(),
    price: integer(),
    active: flag(),
  },
  productModifierGroups: { productId: integer(), groupId: integer() },
  diningTables: {
    id: id(),
    name: text(),
    seats: integer(),
    area: orNull(text()),
    areaAr: orNull(text()),
    posX: integer(),
    posY: integer(),
    status: text<TableStatus>(),
    qrToken: text(),
    active: flag(),
    createdAt: text(),
    updatedAt: text(),
  },
  customers: {
    id: id(),
    name: text(),
    phone: orNull(text()),
    email: orNull(text()),
    address: orNull(text()),
    subscriber: flag(),
    status: text<CustomerStatus>(),
    balance: integer(),
    createdAt: text(),
    updatedAt: text(),
  },
  orders: {
    id: id(),
    uuid: text(),
    type: text<OrderType>(),
    status: text<OrderStatus>(),
    version: integer(),
    invoiceNumber: orNull(integer()),
    ticketNumber: integer(),
    businessDate: text(),
    tableId: orNull(integer()),
    customerId: orNull(integer()),
    userId: orNull(integer()),
    deliveryAddress: orNull(text()),
    note: orNull(text()),
    subtotal: integer(),
    discountType: orNull(text<'amount' | 'percent'>()),
    discountValue: integer(),
    discountTotal: integer(),
    /** Who approved the discount above the limit (a manager's PIN, or a manager's own change). */
    discountApprovedBy: orNull(integer()),
    /** The largest discount share, in basis points of the subtotal, approved so far (0 by default). */
    discountApprovedBp: generated(),
    serviceChargeBp: integer(),
    serviceCharge: integer(),
    taxRateBp: integer(),
    taxInclusive: flag(),
    taxTotal: integer(),
    total: integer(),
    paidTotal: integer(),
    currency: text(),
    cancelReason: orNull(text()),
    /** How many guests the order served, when the till asked (null: not given). */
    guests: orNull(integer()),
    createdAt: text(),
    updatedAt: text(),
    completedAt: orNull(text()),
    /** The Z report that took this order in, once completed or cancelled (migration 016). */
    zNumber: orNull(integer()),
  },
  orderLines: {
    id: id(),
    orderId: integer(),
    productId: orNull(integer()),
    nameEn: text(),
    nameAr: text(),
    unitPrice: integer(),
    quantity: integer(),
    modifiers: text(),
    modifiersTotal: integer(),
    lineTotal: integer(),
    seat: orNull(integer()),
    note: orNull(text()),
    course: orNull(integer()),
    /** Kept at the till until its course is fired. */
    held: flag(),
  },
  payments: {
    id: id(),
    orderId: orNull(integer()),
    customerId: orNull(integer()),
    method: text<PaymentMethod>(),
    amount: integer(),
    tendered: orNull(integer()),
    change: integer(),
    reference: orNull(text()),
    userId: orNull(integer()),
    createdAt: text(),
    /** The drawer (open shift) the money went into; null when taken outside a shift. */
    shiftId: orNull(integer()),
    /** The Z report that took this payment in. */
    zNumber: orNull(integer()),
  },
  refunds: {
    id: id(),
    orderId: integer(),
    /** The customer whose account balance a refund on account lowered. */
    customerId: orNull(integer()),
    amount: integer(),
    method: text<PaymentMethod>(),
    reason: text(),
    userId: orNull(integer()),
    approvedBy: orNull(integer()),
    createdAt: text(),
    /** The drawer the money came out of, and the Z report that took the refund in. */
    shiftId: orNull(integer()),
    zNumber: orNull(integer()),
  },
  orderStatusHistory: {
    id: id(),
    orderId: integer(),
    fromStatus: orNull(text<OrderStatus>()),
    toStatus: text<OrderStatus>(),
    userId: orNull(integer()),
    reason: orNull(text()),
    createdAt: text(),
  },
  counters: { name: text(), value: integer() },
  idempotencyKeys: {
    key: text(),
    scope: text(),
    requestHash: text(),
    statusCode: integer(),
    response: text(),
    createdAt: text(),
  },
  expenses: {
    id: id(),
    category: text(),
    amount: integer(),
    spentOn: text(),
    note: orNull(text()),
    receipt: orNull(text()),
    userId: orNull(integer()),
    createdAt: text(),
    updatedAt: text(),
  },
  sitePages: {
    id: id(),
    kind: text<SitePageKind>(),
    slug: text(),
    titleEn: text(),
    titleAr: text(),
    bodyEn: text(),
    bodyAr: text(),
    image: orNull(text()),
    sortOrder: integer(),
    active: flag(),
    updatedAt: text(),
  },
  ...KITCHEN_TABLES,
  ...DISPLAY_TABLES,
  ...PRINTING_TABLES,
  ...SHIFT_TABLES,
  ...ROLLUP_TABLES,
  events: { id: id(), topic: text<EventTopic>(), payload: text(), createdAt: text(), origin: orNull(text()) },
  auditLog: {
    id: id(),
    userId: orNull(integer()),
    action: text(),
    entity: orNull(text()),
    entityId: orNull(text()),
    data: orNull(text()),
    ip: orNull(text()),
    createdAt: text(),
  },
} satisfies Record<string, Record<string, Column<unknown>>>;

/** The row type a table's columns describe. */
type Row<Columns> = { [K in keyof Columns]: Columns[K] extends Column<infer T> ? T : never };

export type Database = { [Table in keyof typeof SCHEMA]: Row<(typeof SCHEMA)[Table]> };

export type RoleTable = Database['roles'];
export type RolePermissionTable = Database['rolePermissions'];
export type UserTable = Database['users'];
export type SessionTable = Database['sessions'];
export type LoginThrottleTable = Database['loginThrottle'];
export type ApprovalTable = Database['approvals'];
export type SettingTable = Database['settings'];
export type PluginTable = Database['plugins'];
export type CategoryTable = Database['categories'];
export type ProductTable = Database['products'];
export type ModifierGroupTable = Database['modifierGroups'];
export type ModifierTable = Database['modifiers'];
export type ProductModifierGroupTable = Database['productModifierGroups'];
export type DiningTableTable = Database['diningTables'];
export type CustomerTable = Database['customers'];
export type OrderTable = Database['orders'];
export type OrderLineTable = Database['orderLines'];
export type PaymentTable = Database['payments'];
export type RefundTable = Database['refunds'];
export type OrderStatusHistoryTable = Database['orderStatusHistory'];
export type CounterTable = Database['counters'];
export type IdempotencyKeyTable = Database['idempotencyKeys'];
export type ExpenseTable = Database['expenses'];
export type PrinterTable = Database['printers'];
export type PrintJobTable = Database['printJobs'];
export type SitePageTable = Database['sitePages'];
export type EventTable = Database['events'];
export type StationTable = Database['stations'];
export type KitchenTicketTable = Database['kitchenTickets'];
export type KitchenItemTable = Database['kitchenItems'];
export type DisplayTable = Database['displays'];
export type AuditLogTable = Database['auditLog'];
export type ShiftTable = Database['shifts'];
export type CashMovementTable = Database['cashMovements'];
export type ZReportTable = Database['zReports'];
