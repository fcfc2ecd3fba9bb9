import type { LogKind } from '../reports.ts';

/** A word or sentence in each language the audit log is read in. */
export interface AuditWords {
  en: string;
  ar: string;
}

/**
 * How a recorded value reads:
 * - money: minor units of the restaurant's currency;
 * - status: a status word of the row's entity (order, table, customer);
 * - orderType, method, permission, locale: a word from the reader's terms (see AuditTerms);
 * - fields: a list of recorded field names, each by its label;
 * - order, user, ref: an id ("#12"; a user by name when known);
 * - yesNo: true/false or 1/0; bytes; text: as it is.
 */
export type AuditFormat =
  | 'money'
  | 'status'
  | 'orderType'
  | 'method'
  | 'permission'
  | 'locale'
  | 'fields'
  | 'order'
  | 'user'
  | 'ref'
  | 'yesNo'
  | 'bytes'
  | 'text';

export interface AuditField {
  en: string;
  ar: string;
  format?: AuditFormat;
}

const f = (en: string, ar: string, format?: AuditFormat): AuditField => ({ en, ar, format });

/**
 * Every field an audit row's details hold (and every order field an update names under
 * `changed`), with its label in each language and how its value reads.
 */
export const AUDIT_FIELDS: Record<string, AuditField> = {
  // Money.
  amount: f('Amount', 'المبلغ', 'money'),
  total: f('Total', 'الإجمالي', 'money'),
  refundedTotal: f('Refunded so far', 'إجمالي المسترد', 'money'),
  balance: f('Account balance', 'رصيد الحساب', 'money'),
  paid: f('Paid', 'المدفوع', 'money'),
  price: f('Price', 'السعر', 'money'),
  float: f('Opening float', 'الرصيد الافتتاحي', 'money'),
  expected: f('Expected cash', 'النقد المتوقع', 'money'),
  counted: f('Counted cash', 'النقد المعدود', 'money'),
  difference: f('Difference', 'الفرق', 'money'),
  net: f('Net sales', 'صافي المبيعات', 'money'),
  // Orders.
  type: f('Order type', 'نوع الطلب', 'orderType'),
  status: f('Status', 'الحالة', 'status'),
  previous: f('Before', 'قبل'),
  changed: f('Changed', 'ما تغيّر', 'fields'),
  lines: f('Lines', 'البنود'),
  guests: f('Guests', 'عدد الضيوف'),
  tableId: f('Table', 'الطاولة', 'ref'),
  customerId: f('Customer', 'العميل', 'ref'),
  deliveryAddress: f('Delivery address', 'عنوان التوصيل'),
  note: f('Note', 'ملاحظة'),
  discount: f('Discount', 'الخصم'),
  payments: f('Payments', 'المدفوعات'),
  cancelReason: f('Reason for cancelling', 'سبب الإلغاء'),
  method: f('Payment method', 'طريقة الدفع', 'method'),
  reason: f('Reason', 'السبب'),
  course: f('Course', 'المرحلة'),
  orderId: f('Order', 'الطلب', 'order'),
  sourceId: f('Merged from order', 'مدموج من الطلب', 'order'),
  targetId: f('Merged into order', 'مدموج في الطلب', 'order'),
  from: f('From', 'من'),
  to: f('To', 'إلى'),
  into: f('New orders', 'الطلبات الجديدة', 'order'),
  printerId: f('Printer', 'الطابعة', 'ref'),
  jobId: f('Print job', 'مهمة الطباعة', 'ref'),
  // Approvals and sign-ins.
  approvedBy: f('Approved by', 'وافق عليه', 'user'),
  approverId: f('Approver', 'المدير الموافق', 'user'),
  userId: f('Staff member', 'الموظف', 'user'),
  permission: f('Permission', 'الصلاحية', 'permission'),
  usedFor: f('Used for', 'استُخدمت في'),
  email: f('Email', 'البريد الإلكتروني'),
  via: f('By', 'بواسطة'),
  subject: f('Locked out', 'المحظور'),
  ip: f('IP address', 'عنوان IP'),
  failures: f('Failed attempts', 'المحاولات الفاشلة'),
  // Shifts and the day.
  businessDate: f('Business date', 'يوم العمل'),
  openOrders: f('Orders still open', 'الطلبات المفتوحة'),
  kind: f('Kind', 'النوع'),
  // Menu, floor, staff, devices.
  name: f('Name', 'الاسم'),
  nameEn: f('Name (English)', 'الاسم (بالإنجليزية)'),
  nameAr: f('Name (Arabic)', 'الاسم (بالعربية)'),
  descriptionEn: f('Description (English)', 'الوصف (بالإنجليزية)'),
  descriptionAr: f('Description (Arabic)', 'الوصف (بالعربية)'),
  description: f('Description', 'الوصف'),
  titleEn: f('Title (English)', 'العنوان (بالإنجليزية)'),
  titleAr: f('Title (Arabic)', 'العنوان (بالعربية)'),
  bodyEn: f('Text (English)', 'النص (بالإنجليزية)'),
  bodyAr: f('Text (Arabic)', 'النص (بالعربية)'),
  slug: f('Web address', 'عنوان الصفحة'),
  image: f('Picture', 'الصورة'),
  sortOrder: f('Position', 'الترتيب'),
  active: f('Active', 'نشط', 'yesNo'),
  categoryId: f('Category', 'الفئة', 'ref'),
  stationId: f('Kitchen station', 'محطة المطبخ', 'ref'),
  sku: f('SKU', 'رمز المنتج'),
  barcode: f('Barcode', 'الباركود'),
  prepMinutes: f('Preparation minutes', 'دقائق التحضير'),
  groupIds: f('Option groups', 'مجموعات الخيارات', 'ref'),
  minSelect: f('Least choices', 'أقل عدد من الخيارات'),
  maxSelect: f('Most choices', 'أكبر عدد من الخيارات'),
  modifiers: f('Options', 'الخيارات'),
  seats: f('Seats', 'المقاعد'),
  area: f('Area', 'المنطقة'),
  areaAr: f('Area (Arabic)', 'المنطقة (بالعربية)'),
  posX: f('Position across', 'الموضع أفقيًا'),
  posY: f('Position down', 'الموضع رأسيًا'),
  automatic: f('Automatic', 'تلقائي', 'yesNo'),
  phone: f('Phone', 'الهاتف'),
  address: f('Address', 'العنوان'),
  subscriber: f('Subscriber', 'مشترك', 'yesNo'),
  category: f('Category', 'الفئة'),
  spentOn: f('Spent on', 'تاريخ الصرف'),
  receipt: f('Receipt picture', 'صورة الإيصال'),
  roleId: f('Role', 'الدور', 'ref'),
  locale: f('Language', 'اللغة', 'locale'),
  pin: f('PIN', 'رمز PIN'),
  emailChanged: f('Email changed', 'تغيّر البريد الإلكتروني', 'yesNo'),
  passwordChanged: f('Password changed', 'تغيّرت كلمة المرور', 'yesNo'),
  permissions: f('Permissions', 'الصلاحيات', 'permission'),
  added: f('Added', 'أضيف', 'permission'),
  removed: f('Removed', 'أزيل', 'permission'),
  key: f('Setting', 'الإعداد'),
  enabled: f('Switched on', 'مفعّلة', 'yesNo'),
  configKeys: f('Settings changed', 'الإعدادات المعدّلة'),
  connection: f('Connection', 'الاتصال'),
  host: f('Address', 'العنوان'),
  port: f('Port', 'المنفذ'),
  paperWidth: f('Paper width (mm)', 'عرض الورق (مم)'),
  autoReceipt: f('Prints receipts by itself', 'يطبع الإيصالات تلقائيًا', 'yesNo'),
  cashDrawer: f('Opens the cash drawer', 'يفتح درج النقد', 'yesNo'),
  mode: f('Print mode', 'وضع الطباعة'),
  url: f('File', 'الملف'),
  contentType: f('File type', 'نوع الملف'),
  size: f('Size', 'الحجم', 'bytes'),
};

/** Fields a row records only to help another read (the approver's name beside approvedBy). */
export const AUDIT_HIDDEN_FIELDS: ReadonlySet<string> = new Set(['approvedByName']);

/** Recorded values that are words of the audit log itself. */
export const AUDIT_VALUE_WORDS: Record<string, AuditWords> = {
  yes: { en: 'yes', ar: 'نعم' },
  no: { en: 'no', ar: 'لا' },
  none: { en: 'none', ar: 'لا شيء' },
  set: { en: 'set', ar: 'عُيّن' },
  cleared: { en: 'cleared', ar: 'أزيل' },
  '***': { en: 'hidden', ar: 'مخفي' },
  disabled: { en: 'the account is disabled', ar: 'الحساب معطّل' },
  // Table and customer statuses, for a reader without words of its own for them (the CSV).
  available: { en: 'available', ar: 'متاحة' },
  occupied: { en: 'occupied', ar: 'مشغولة' },
  reserved: { en: 'reserved', ar: 'محجوزة' },
  cleaning: { en: 'cleaning', ar: 'قيد التنظيف' },
  active: { en: 'active', ar: 'نشط' },
  blocked: { en: 'blocked', ar: 'محظور' },
  pin: { en: 'PIN', ar: 'رمز PIN' },
  en: { en: 'English', ar: 'الإنجليزية' },
  ar: { en: 'Arabic', ar: 'العربية' },
};

/** The staff logs' kinds of row, as the CSV names them (the screen's filter uses the same words). */
export const AUDIT_KIND_WORDS: Record<LogKind, AuditWords> = {
  'sign-in': { en: 'Sign-ins', ar: 'تسجيلات الدخول' },
  'failed-sign-in': { en: 'Failed sign-ins', ar: 'محاولات دخول فاشلة' },
  void: { en: 'Voids', ar: 'الإلغاءات' },
  refund: { en: 'Refunds', ar: 'الاستردادات' },
  approval: { en: 'Approvals', ar: 'الموافقات' },
  price: { en: 'Prices', ar: 'الأسعار' },
  settings: { en: 'Settings', ar: 'الإعدادات' },
  shift: { en: 'Shifts', ar: 'الورديات' },
  other: { en: 'Other', ar: 'أخرى' },
};
