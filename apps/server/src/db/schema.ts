import type { Generated } from 'kysely';

/**
 * Table types as Kysely sees them (camelCase through CamelCasePlugin; the SQL is snake_case).
 * Timestamps are ISO 8601 UTC text on both engines so they sort and compare the same way;
 * booleans are 0/1 integers on both; money is integer minor units.
 */
type Id = Generated<number>;
type Flag = number;

export interface RoleTable {
  id: Id;
  name: string;
  description: string;
  system: Flag;
  createdAt: string;
}
export interface RolePermissionTable {
  roleId: number;
  permission: string;
}
export interface UserTable {
  id: Id;
  name: string;
  email: string;
  passwordHash: string;
  pinHash: string | null;
  roleId: number;
  locale: string;
  active: Flag;
  createdAt: string;
  updatedAt: string;
}
export interface SessionTable {
  id: Id;
  userId: number;
  tokenHash: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  revokedAt: string | null;
}
export interface LoginThrottleTable {
  key: string;
  /** What the row limits (see auth/throttle.ts): login, login-ip, pin, pin-ip, approve. */
  kind: string;
  /** The e-mail (login) or user id (pin, approve) it limits; null for an address's own limit. */
  subject: string | null;
  ip: string | null;
  failures: number;
  firstFailureAt: string;
  lockedUntil: string | null;
}
export interface ApprovalTable {
  id: Id;
  tokenHash: string;
  approverId: number | null;
  requestedBy: number | null;
  permission: string;
  /** The order it approves an action on; null for an order being created. */
  orderId: number | null;
  reason: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  usedFor: string | null;
}
export interface SettingTable {
  id: Id;
  key: string;
  value: string;
  updatedAt: string;
}
export interface PluginTable {
  id: Id;
  key: string;
  name: string;
  description: string;
  enabled: Flag;
  config: string;
  updatedAt: string;
}
export interface CategoryTable {
  id: Id;
  nameEn: string;
  nameAr: string;
  image: string | null;
  sortOrder: number;
  active: Flag;
  createdAt: string;
  updatedAt: string;
}
export interface ProductTable {
  id: Id;
  categoryId: number;
  nameEn: string;
  nameAr: string;
  descriptionEn: string | null;
  descriptionAr: string | null;
  price: number;
  taxRateBp: number | null;
  image: string | null;
  sku: string | null;
  barcode: string | null;
  active: Flag;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}
export interface ModifierGroupTable {
  id: Id;
  nameEn: string;
  nameAr: string;
  minSelect: number;
  maxSelect: number;
}
export interface ModifierTable {
  id: Id;
  groupId: number;
  nameEn: string;
  nameAr: string;
  price: number;
  active: Flag;
}
export interface ProductModifierGroupTable {
  productId: number;
  groupId: number;
}
export interface DiningTableTable {
  id: Id;
  name: string;
  seats: number;
  area: string | null;
  posX: number;
  posY: number;
  status: string;
  qrToken: string;
  active: Flag;
  createdAt: string;
  updatedAt: string;
}
export interface CustomerTable {
  id: Id;
  name: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  subscriber: Flag;
  status: string;
  balance: number;
  createdAt: string;
  updatedAt: string;
}
export interface OrderTable {
  id: Id;
  uuid: string;
  type: string;
  status: string;
  version: number;
  invoiceNumber: number | null;
  ticketNumber: number;
  businessDate: string;
  tableId: number | null;
  customerId: number | null;
  userId: number | null;
  deliveryAddress: string | null;
  note: string | null;
  subtotal: number;
  discountType: string | null;
  discountValue: number;
  discountTotal: number;
  /** Who approved the discount above the limit (a manager's PIN, or a manager's own change). */
  discountApprovedBy: number | null;
  /** The largest discount share, in basis points of the subtotal, approved so far. */
  discountApprovedBp: Generated<number>;
  serviceChargeBp: number;
  serviceCharge: number;
  taxRateBp: number;
  taxInclusive: Flag;
  taxTotal: number;
  total: number;
  paidTotal: number;
  currency: string;
  cancelReason: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}
export interface OrderLineTable {
  id: Id;
  orderId: number;
  productId: number | null;
  nameEn: string;
  nameAr: string;
  unitPrice: number;
  quantity: number;
  modifiers: string;
  modifiersTotal: number;
  lineTotal: number;
  seat: number | null;
  note: string | null;
}
export interface PaymentTable {
  id: Id;
  orderId: number | null;
  customerId: number | null;
  method: string;
  amount: number;
  tendered: number | null;
  change: number;
  reference: string | null;
  userId: number | null;
  createdAt: string;
}
export interface RefundTable {
  id: Id;
  orderId: number;
  /** The customer whose account balance a refund on account lowered. */
  customerId: number | null;
  amount: number;
  method: string;
  reason: string;
  userId: number | null;
  approvedBy: number | null;
  createdAt: string;
}
export interface OrderStatusHistoryTable {
  id: Id;
  orderId: number;
  fromStatus: string | null;
  toStatus: string;
  userId: number | null;
  reason: string | null;
  createdAt: string;
}
export interface CounterTable {
  name: string;
  value: number;
}
export interface IdempotencyKeyTable {
  key: string;
  scope: string;
  requestHash: string;
  statusCode: number;
  response: string;
  createdAt: string;
}
export interface ExpenseTable {
  id: Id;
  category: string;
  amount: number;
  spentOn: string;
  note: string | null;
  userId: number | null;
  createdAt: string;
  updatedAt: string;
}
export interface PrinterTable {
  id: Id;
  name: string;
  kind: string;
  /** network (ESC/POS over TCP) or browser (the print dialog). */
  connection: string;
  host: string | null;
  port: number | null;
  paperWidth: number;
  active: Flag;
  createdAt: string;
}
export interface PrintJobTable {
  id: Id;
  printerId: number;
  orderId: number | null;
  kind: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}
export interface SitePageTable {
  id: Id;
  kind: string;
  slug: string;
  titleEn: string;
  titleAr: string;
  bodyEn: string;
  bodyAr: string;
  image: string | null;
  sortOrder: number;
  active: Flag;
  updatedAt: string;
}
export interface EventTable {
  id: Id;
  topic: string;
  payload: string;
  createdAt: string;
}
export interface AuditLogTable {
  id: Id;
  userId: number | null;
  action: string;
  entity: string | null;
  entityId: string | null;
  data: string | null;
  ip: string | null;
  createdAt: string;
}

export interface Database {
  roles: RoleTable;
  rolePermissions: RolePermissionTable;
  users: UserTable;
  sessions: SessionTable;
  loginThrottle: LoginThrottleTable;
  approvals: ApprovalTable;
  settings: SettingTable;
  plugins: PluginTable;
  categories: CategoryTable;
  products: ProductTable;
  modifierGroups: ModifierGroupTable;
  modifiers: ModifierTable;
  productModifierGroups: ProductModifierGroupTable;
  diningTables: DiningTableTable;
  customers: CustomerTable;
  orders: OrderTable;
  orderLines: OrderLineTable;
  payments: PaymentTable;
  refunds: RefundTable;
  orderStatusHistory: OrderStatusHistoryTable;
  counters: CounterTable;
  idempotencyKeys: IdempotencyKeyTable;
  expenses: ExpenseTable;
  printers: PrinterTable;
  printJobs: PrintJobTable;
  sitePages: SitePageTable;
  events: EventTable;
  auditLog: AuditLogTable;
}
