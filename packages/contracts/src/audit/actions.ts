import type { AuditWords } from './fields.ts';

/**
 * Every action the audit log records, with what it says in each language: the one list the
 * server's audit writer accepts (an action missing here is a compile error there) and the words
 * the staff logs, an order's audit trail and the staff-logs CSV show. A sentence has no subject:
 * the row's "By" column names who did it.
 */
export const AUDIT_ACTION_WORDS = {
  // Signing in and out.
  'auth.login': { en: 'Signed in', ar: 'سجّل الدخول' },
  'auth.pin_login': { en: 'Signed in with a PIN', ar: 'سجّل الدخول برمز PIN' },
  'auth.token_exchanged': { en: 'Renewed the session', ar: 'جدّد الجلسة' },
  'auth.logout': { en: 'Signed out', ar: 'سجّل الخروج' },
  'auth.login_failed': { en: 'Failed to sign in', ar: 'فشل تسجيل الدخول' },
  'auth.login_refused': { en: 'Sign-in refused', ar: 'رُفض تسجيل الدخول' },
  'auth.pin_failed': { en: 'Entered a wrong PIN', ar: 'أدخل رمز PIN خاطئًا' },
  'profile.password_failed': { en: 'Entered a wrong current password', ar: 'أدخل كلمة مرور حالية خاطئة' },
  'profile.update': { en: 'Updated their profile', ar: 'حدّث ملفه الشخصي' },
  'lockout.clear': { en: 'Cleared a sign-in lockout', ar: 'أزال حظر تسجيل الدخول' },
  // A manager's approval.
  'approval.granted': { en: 'A manager approved', ar: 'وافق المدير' },
  'approval.refused': { en: 'Approval refused', ar: 'رُفضت الموافقة' },
  'approval.used': { en: 'Used a manager approval', ar: 'استخدم موافقة المدير' },
  // Orders.
  'order.create': { en: 'Created an order', ar: 'أنشأ طلبًا' },
  'order.update': { en: 'Changed an order', ar: 'عدّل طلبًا' },
  'order.accept': { en: 'Accepted an order', ar: 'قبل طلبًا' },
  'order.reject': { en: 'Rejected an order', ar: 'رفض طلبًا' },
  'order.fire': { en: 'Sent held items to the kitchen', ar: 'أرسل الأصناف المؤجلة إلى المطبخ' },
  'order.print': { en: 'Printed a receipt', ar: 'طبع إيصالًا' },
  'order.refund': { en: 'Refunded an order', ar: 'استرد مبلغًا من طلب' },
  'order.split': { en: 'Split an order', ar: 'قسّم طلبًا' },
  'order.merge': { en: 'Merged another order into this one', ar: 'دمج طلبًا آخر في هذا الطلب' },
  'order.merged': { en: 'Merged this order into another', ar: 'دمج هذا الطلب في طلب آخر' },
  // Customers' accounts.
  'customer.create': { en: 'Added a customer', ar: 'أضاف عميلًا' },
  'customer.update': { en: 'Changed a customer', ar: 'عدّل بيانات عميل' },
  'customer.delete': { en: 'Deleted a customer', ar: 'حذف عميلًا' },
  'customer.refund': { en: "Refunded to a customer's account", ar: 'أعاد مبلغًا إلى حساب عميل' },
  'customer.settle': { en: "Took a payment on a customer's account", ar: 'استلم دفعة على حساب عميل' },
  // The kitchen.
  'kitchen.start': { en: 'Started a kitchen ticket', ar: 'بدأ تحضير تذكرة مطبخ' },
  'kitchen.bump': { en: 'Bumped a kitchen ticket', ar: 'أنهى تذكرة مطبخ' },
  'kitchen.recall': { en: 'Recalled a kitchen ticket', ar: 'استعاد تذكرة مطبخ' },
  'kitchen.item.done': { en: 'Marked an item ready', ar: 'علّم صنفًا جاهزًا' },
  'kitchen.item.undone': { en: 'Marked an item not ready', ar: 'علّم صنفًا غير جاهز' },
  'kitchen.serve': { en: 'Served an order', ar: 'قدّم طلبًا' },
  // Shifts and the day.
  'shift.open': { en: 'Opened a shift', ar: 'فتح وردية' },
  'shift.close': { en: 'Closed a shift', ar: 'أغلق وردية' },
  'shift.pay-in': { en: 'Put cash into the drawer', ar: 'أودع نقدًا في الدرج' },
  'shift.pay-out': { en: 'Took cash out of the drawer', ar: 'سحب نقدًا من الدرج' },
  'shift.print': { en: 'Printed a shift report', ar: 'طبع تقرير وردية' },
  'day.close': { en: 'Closed the business day (Z report)', ar: 'أغلق يوم العمل (تقرير Z)' },
  'z-report.print': { en: 'Printed a Z report', ar: 'طبع تقرير Z' },
  // The menu.
  'category.create': { en: 'Added a category', ar: 'أضاف فئة' },
  'category.update': { en: 'Changed a category', ar: 'عدّل فئة' },
  'category.delete': { en: 'Deleted a category', ar: 'حذف فئة' },
  'product.create': { en: 'Added a product', ar: 'أضاف منتجًا' },
  'product.update': { en: 'Changed a product', ar: 'عدّل منتجًا' },
  'product.delete': { en: 'Deleted a product', ar: 'حذف منتجًا' },
  'product.modifier-groups': { en: "Changed a product's options", ar: 'عدّل خيارات منتج' },
  'modifier-group.create': { en: 'Added an option group', ar: 'أضاف مجموعة خيارات' },
  'modifier-group.update': { en: 'Changed an option group', ar: 'عدّل مجموعة خيارات' },
  'modifier-group.delete': { en: 'Deleted an option group', ar: 'حذف مجموعة خيارات' },
  // Money out.
  'expense.create': { en: 'Recorded an expense', ar: 'سجّل مصروفًا' },
  'expense.update': { en: 'Changed an expense', ar: 'عدّل مصروفًا' },
  'expense.delete': { en: 'Deleted an expense', ar: 'حذف مصروفًا' },
  // The floor.
  'table.create': { en: 'Added a table', ar: 'أضاف طاولة' },
  'table.update': { en: 'Changed a table', ar: 'عدّل طاولة' },
  'table.delete': { en: 'Deleted a table', ar: 'حذف طاولة' },
  'table.status': { en: "Changed a table's status", ar: 'غيّر حالة طاولة' },
  'table.rotate-token': { en: "Replaced a table's QR code", ar: 'استبدل رمز QR لطاولة' },
  // Settings, staff and devices.
  'setting.update': { en: 'Changed a setting', ar: 'عدّل إعدادًا' },
  'plugin.update': { en: 'Changed a plugin', ar: 'عدّل إضافة' },
  'user.create': { en: 'Added a staff member', ar: 'أضاف موظفًا' },
  'user.update': { en: 'Changed a staff member', ar: 'عدّل بيانات موظف' },
  'user.delete': { en: 'Deleted a staff member', ar: 'حذف موظفًا' },
  'role.create': { en: 'Added a role', ar: 'أضاف دورًا' },
  'role.update': { en: 'Changed a role', ar: 'عدّل دورًا' },
  'role.delete': { en: 'Deleted a role', ar: 'حذف دورًا' },
  'printer.create': { en: 'Added a printer', ar: 'أضاف طابعة' },
  'printer.update': { en: 'Changed a printer', ar: 'عدّل طابعة' },
  'printer.delete': { en: 'Deleted a printer', ar: 'حذف طابعة' },
  'printer.test': { en: 'Printed a test page', ar: 'طبع صفحة اختبار' },
  'print.retry': { en: 'Sent a print job again', ar: 'أعاد إرسال مهمة طباعة' },
  'station.create': { en: 'Added a kitchen station', ar: 'أضاف محطة مطبخ' },
  'station.update': { en: 'Changed a kitchen station', ar: 'عدّل محطة مطبخ' },
  'station.delete': { en: 'Deleted a kitchen station', ar: 'حذف محطة مطبخ' },
  'site-page.create': { en: 'Added a website page', ar: 'أضاف صفحة إلى الموقع' },
  'site-page.update': { en: 'Changed a website page', ar: 'عدّل صفحة في الموقع' },
  'site-page.delete': { en: 'Deleted a website page', ar: 'حذف صفحة من الموقع' },
  'upload.create': { en: 'Uploaded a picture', ar: 'رفع صورة' },
} as const satisfies Record<string, AuditWords>;

/** An action the audit log records. */
export type AuditAction = keyof typeof AUDIT_ACTION_WORDS;

/** Every action the audit log records. */
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_WORDS) as AuditAction[];

export const isAuditAction = (action: string): action is AuditAction =>
  Object.hasOwn(AUDIT_ACTION_WORDS, action);

/** What a row is about, by its entity column. */
export const AUDIT_ENTITY_WORDS: Record<string, AuditWords> = {
  approval: { en: 'Approval', ar: 'موافقة' },
  category: { en: 'Category', ar: 'فئة' },
  customer: { en: 'Customer', ar: 'عميل' },
  expense: { en: 'Expense', ar: 'مصروف' },
  'kitchen-ticket': { en: 'Kitchen ticket', ar: 'تذكرة مطبخ' },
  'modifier-group': { en: 'Option group', ar: 'مجموعة خيارات' },
  order: { en: 'Order', ar: 'طلب' },
  plugin: { en: 'Plugin', ar: 'إضافة' },
  printer: { en: 'Printer', ar: 'طابعة' },
  printJob: { en: 'Print job', ar: 'مهمة طباعة' },
  product: { en: 'Product', ar: 'منتج' },
  role: { en: 'Role', ar: 'دور' },
  setting: { en: 'Setting', ar: 'إعداد' },
  shift: { en: 'Shift', ar: 'وردية' },
  'site-page': { en: 'Website page', ar: 'صفحة الموقع' },
  station: { en: 'Kitchen station', ar: 'محطة مطبخ' },
  table: { en: 'Table', ar: 'طاولة' },
  upload: { en: 'Picture', ar: 'صورة' },
  user: { en: 'Staff member', ar: 'موظف' },
  'z-report': { en: 'Z report', ar: 'تقرير Z' },
};
