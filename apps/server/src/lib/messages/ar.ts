import type { ErrorCode } from '@cashier/contracts';
import type { Catalogue } from './catalogue.ts';

/**
 * Arabic phrases for what zod checks by itself; zod-ar.ts words an issue with them, and the
 * catalogue's templates below word zod's English text with them where only the text survives.
 */
export const says = {
  required: 'مطلوب',
  notEmpty: 'لا يمكن أن يكون فارغًا',
  invalid: 'قيمة غير صالحة',
  minLength: (n: string) => `يجب ألا يقل عدد الأحرف عن ${n}`,
  maxLength: (n: string) => `يجب ألا يزيد عدد الأحرف على ${n}`,
  exactLength: (n: string) => `يجب أن يكون عدد الأحرف ${n}`,
  minItems: (n: string) => `يجب ألا يقل عدد العناصر عن ${n}`,
  maxItems: (n: string) => `يجب ألا يزيد عدد العناصر على ${n}`,
  atLeast: (n: string) => `يجب ألا يقل عن ${n}`,
  moreThan: (n: string) => `يجب أن يكون أكبر من ${n}`,
  atMost: (n: string) => `يجب ألا يزيد على ${n}`,
  lessThan: (n: string) => `يجب أن يكون أقل من ${n}`,
  oneOf: (options: string) => `يجب أن يكون أحد الخيارات: ${options}`,
  wrongType: 'نوع القيمة غير صحيح',
};

/** "n minutes" with Arabic's plural forms (one, two, few, many). */
function minutes(n: number): string {
  switch (new Intl.PluralRules('ar').select(n)) {
    case 'one':
      return 'دقيقة واحدة';
    case 'two':
      return 'دقيقتين';
    case 'few':
      return `${n} دقائق`;
    default:
      return `${n} دقيقة`;
  }
}

/** "n seconds" with Arabic's plural forms. */
function seconds(n: number): string {
  switch (new Intl.PluralRules('ar').select(n)) {
    case 'one':
      return 'ثانية واحدة';
    case 'two':
      return 'ثانيتين';
    case 'few':
      return `${n} ثوانٍ`;
    default:
      return `${n} ثانية`;
  }
}

/**
 * Every message the server sends, in Arabic, keyed by its English text. `{name}` in a key matches
 * any text, which is itself translated when the catalogue knows it (a status, a field's name) and
 * kept as it is otherwise (a number, a product's name). A test scans the source for messages and
 * fails on any without an entry here.
 */
export const AR: Catalogue = {
  // Words other messages place into themselves.
  SKU: 'رمز SKU',
  barcode: 'الباركود',
  'phone number': 'رقم الهاتف',
  'e-mail address': 'البريد الإلكتروني',
  new: 'جديد',
  'in-progress': 'قيد التحضير',
  'in-delivery': 'قيد التوصيل',
  completed: 'مكتمل',
  canceled: 'ملغى',
  owner: 'المالك',
  manager: 'المدير',
  cashier: 'الكاشير',
  waiter: 'النادل',
  kitchen: 'المطبخ',

  // Requests, sign-in and access.
  'The request body is not valid': 'محتوى الطلب غير صالح',
  'The query string is not valid': 'معاملات الاستعلام غير صالحة',
  'The path parameters are not valid': 'معاملات المسار غير صالحة',
  'The request headers are not valid': 'ترويسات الطلب غير صالحة',
  'is not valid': says.invalid,
  'must not contain control characters': 'يجب ألا يحتوي على محارف تحكم',
  'up to 200 ids separated by commas': 'حتى 200 معرّف تفصل بينها فواصل',
  'That already exists.': 'هذا موجود بالفعل.',
  'Something went wrong on the server': 'حدث خطأ في الخادم',
  'No route {method} {path}': 'لا يوجد مسار {method} {path}',
  'Sign in to continue.': 'سجّل الدخول للمتابعة.',
  'Missing X-Requested-With header on a cookie-authenticated change.':
    'ينقص الترويسة X-Requested-With في تعديل مُصادَق عليه بملف تعريف الارتباط.',
  'Your role does not allow this (needs {permission}).': 'دورك لا يسمح بهذا (يتطلب {permission}).',
  'Needs customers.view': 'يتطلب customers.view',
  'The currency cannot change once orders exist: they were taken in {from}.':
    'لا يمكن تغيير العملة بعد وجود طلبات: فقد سُجّلت بعملة {from}.',
  'Orders exist in another currency': 'توجد طلبات بعملة أخرى',
  'A price or expense would be too large in {to}.': 'سيصبح أحد الأسعار أو المصروفات كبيرًا جدًا بعملة {to}.',
  'An amount would be too large': 'سيصبح أحد المبالغ كبيرًا جدًا',
  'The email or password is incorrect.': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  'This account is disabled. Ask an administrator to enable it.':
    'هذا الحساب معطّل. اطلب من أحد المسؤولين تفعيله.',
  'The session has expired. Sign in again.': 'انتهت الجلسة. سجّل الدخول مرة أخرى.',
  'Too many failed sign-ins. Sign-in is locked for {minutes} more minute{s}.': ({ minutes: n }) =>
    `محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد ${minutes(Number(n))}.`,
  'Too many failed attempts. Wait {seconds} second{s} before trying again.': ({ seconds: n }) =>
    `محاولات فاشلة كثيرة. انتظر ${seconds(Number(n))} قبل المحاولة مرة أخرى.`,
  'Too many requests from this address. Try again in {seconds} second{s}.': ({ seconds: n }) =>
    `طلبات كثيرة من هذا العنوان. حاول مرة أخرى بعد ${seconds(Number(n))}.`,
  'The PIN is incorrect.': 'رمز PIN غير صحيح.',
  'Incorrect PIN': 'رمز PIN غير صحيح',
  'This manager approval is not valid: it was already used, has expired or approves something else.':
    'موافقة المدير هذه غير صالحة: استُخدمت من قبل أو انتهت صلاحيتها أو تخص إجراءً آخر.',
  'Not valid': 'غير صالح',
  'No one allowed to approve this ({permission}) has this PIN.':
    'لا أحد ممن يحق لهم الموافقة على هذا ({permission}) يملك رمز PIN هذا.',
  'No approver with this PIN': 'لا يوجد من يوافق بهذا الرمز',
  'is not an action a manager approves': 'ليس إجراءً يوافق عليه المدير',
  'Only someone with more rights than this user can reset their password or PIN.':
    'لا يعيد تعيين كلمة مرور هذا المستخدم أو رمز PIN الخاص به إلا من يملك صلاحيات أكثر منه.',
  'Ask someone with more rights': 'اطلب ذلك ممن يملك صلاحيات أكثر',

  // Not found.
  '{what} not found': 'غير موجود: {what}',
  'Category not found': 'الفئة غير موجودة',
  'Product not found': 'المنتج غير موجود',
  'Modifier group not found': 'مجموعة الإضافات غير موجودة',
  'Customer not found': 'العميل غير موجود',
  'Lockout not found': 'الحظر غير موجود',
  'Picture not found': 'الصورة غير موجودة',
  'Expense not found': 'المصروف غير موجود',
  'Order not found': 'الطلب غير موجود',
  'Invoice not found': 'الفاتورة غير موجودة',
  'Printer not found': 'الطابعة غير موجودة',
  'Role not found': 'الدور غير موجود',
  'Setting not found': 'الإعداد غير موجود',
  'Plugin not found': 'الإضافة غير موجودة',
  'Website page not found': 'صفحة الموقع غير موجودة',
  'Table not found': 'الطاولة غير موجودة',
  'User not found': 'المستخدم غير موجود',

  // Catalogue.
  'This category still holds {count} product(s). Move or delete them first.':
    'لا تزال هذه الفئة تضم {count} من المنتجات. انقلها أو احذفها أولًا.',
  'The chosen category does not exist.': 'الفئة المختارة غير موجودة.',
  'No such category': 'لا توجد فئة كهذه',
  'Another product already has this {field}.': 'لمنتج آخر {field} نفسه.',
  'Already used by another product': 'مستخدم لمنتج آخر',
  'letters, digits and dashes only': 'أحرف وأرقام وشرطات فقط',
  'must be a picture uploaded to this server': 'يجب أن تكون صورة مرفوعة إلى هذا الخادم',
  'Send the picture as multipart/form-data in a field named "file".':
    'أرسل الصورة بصيغة multipart/form-data في حقل اسمه "file".',
  'No picture was sent.': 'لم تُرسل أي صورة.',
  'Choose a picture': 'اختر صورة',
  'Only PNG, JPEG, WebP and GIF pictures are accepted.': 'تُقبل صور PNG وJPEG وWebP وGIF فقط.',
  'Not a PNG, JPEG, WebP or GIF picture': 'ليست صورة PNG أو JPEG أو WebP أو GIF',
  'The upload is not a valid multipart/form-data body.': 'الملف المرفوع ليس محتوى multipart/form-data صالحًا.',

  // Modifier groups and their options.
  'The minimum number of choices cannot be more than the maximum.':
    'لا يمكن أن يكون الحد الأدنى للاختيارات أكبر من الحد الأقصى.',
  'Must not be more than maxSelect': 'يجب ألا يزيد على maxSelect',
  'The group asks for more choices than it has active options.':
    'تطلب المجموعة اختيارات أكثر مما فيها من خيارات مفعّلة.',
  'More than the active options': 'أكثر من الخيارات المفعّلة',
  'An option is listed twice.': 'أحد الخيارات مذكور مرتين.',
  'Listed twice': 'مذكور مرتين',
  'An option in the list does not belong to this group.': 'أحد الخيارات في القائمة لا يتبع هذه المجموعة.',
  'Not an option of this group': 'ليس من خيارات هذه المجموعة',
  'A chosen modifier group does not exist.': 'إحدى مجموعات الإضافات المختارة غير موجودة.',
  'No such modifier group: {ids}': 'لا توجد مجموعة إضافات كهذه: {ids}',
  'A chosen product does not exist.': 'أحد المنتجات المختارة غير موجود.',
  'No such product: {ids}': 'لا يوجد منتج كهذا: {ids}',

  // Customers.
  "This customer's account balance is {balance} (minor units), not zero. Settle it before deleting the customer.":
    'رصيد حساب هذا العميل {balance} (بأصغر وحدة للعملة) وليس صفرًا. سوِّ الرصيد قبل حذف العميل.',
  "This customer appears on {orders} order(s) and {payments} account payment(s), which must keep naming them. Set the customer's status to blocked instead of deleting.":
    'يظهر هذا العميل في {orders} من الطلبات و{payments} من دفعات الحساب، ويجب أن تبقى باسمه. اجعل حالته «محظور» بدلًا من حذفه.',
  'Another customer already has this {field}.': 'لعميل آخر {field} نفسه.',
  'Already used by another customer': 'مستخدم لعميل آخر',
  'digits, spaces, + and - only': 'أرقام ومسافات و+ و- فقط',
  'must be 6 to 20 characters': 'يجب أن يكون من 6 إلى 20 حرفًا',
  'must be an e-mail address': 'يجب أن يكون بريدًا إلكترونيًا',
  'must be an email address': 'يجب أن يكون بريدًا إلكترونيًا',

  // Orders and payments.
  'This Idempotency-Key was already used for a different request.':
    'مفتاح Idempotency-Key هذا استُخدم من قبل لطلب مختلف.',
  'Already used with a different body': 'استُخدم من قبل بمحتوى مختلف',
  '8–200 letters, digits, dashes, dots, colons or underscores':
    'من 8 إلى 200 من الأحرف أو الأرقام أو الشرطات أو النقاط أو النقطتين الرأسيتين أو الشرطات السفلية',
  'An item in the order is not on the menu.': 'أحد أصناف الطلب ليس في القائمة.',
  'A chosen option does not belong to its item.': 'أحد الخيارات المختارة لا يخص صنفه.',
  'Option {option} is not available for {item}': 'الخيار {option} غير متاح لـ {item}',
  'An option is chosen twice for {item}.': 'اختير أحد الخيارات مرتين لـ {item}.',
  'Option {option} is chosen twice': 'الخيار {option} مختار مرتين',
  '{item} needs at least {min} choice(s) from {group}.': 'يتطلب {item} اختيار {min} على الأقل من «{group}».',
  '{item} allows at most {max} choice(s) from {group}.': 'يسمح {item} باختيار {max} على الأكثر من «{group}».',
  'Choose at least {min} from {group}': 'اختر {min} على الأقل من «{group}»',
  'Choose at most {max} from {group}': 'اختر {max} على الأكثر من «{group}»',
  'The order was changed by someone else (now version {version}). Reload it and try again.':
    'عدّل شخص آخر هذا الطلب (الإصدار الآن {version}). أعد تحميله وحاول مرة أخرى.',
  Stale: 'نسخة قديمة',
  'The customer owes {amount}; a payment cannot exceed it.':
    'على العميل {amount}، ولا يمكن أن تتجاوزه الدفعة.',
  'More than the balance': 'أكثر من الرصيد',
  'An order cannot go from {from} to {to}.': 'لا يمكن نقل الطلب من «{from}» إلى «{to}».',
  'Not allowed from {from}': 'غير مسموح من «{from}»',
  'This order is {status} and can no longer change.': 'حالة هذا الطلب «{status}» ولم يعد قابلًا للتغيير.',
  'Only a held order can change its type.': 'لا يتغير نوع الطلب إلا إذا كان معلّقًا.',
  'Only held orders change type': 'يتغير النوع للطلبات المعلّقة فقط',
  'The new total is less than what was already paid.': 'الإجمالي الجديد أقل مما دُفع بالفعل.',
  'Below the amount paid': 'أقل من المبلغ المدفوع',
  'Only delivery and online orders go out for delivery.':
    'لا يخرج للتوصيل إلا طلبات التوصيل والطلبات عبر الإنترنت.',
  'Not a delivery order': 'ليس طلب توصيل',
  'Say why the order is canceled.': 'اذكر سبب إلغاء الطلب.',
  'A reason is required': 'السبب مطلوب',
  'Canceling needs orders.void or a manager’s approval.':
    'الإلغاء يتطلب صلاحية orders.void أو موافقة المدير.',
  'Refund the payments before canceling this order.': 'استرد المدفوعات قبل إلغاء هذا الطلب.',
  'Refunding needs orders.refund or a manager’s approval.':
    'الاسترداد يتطلب صلاحية orders.refund أو موافقة المدير.',
  'Only a completed order is refunded; cancel an open order instead.':
    'لا يُسترد إلا الطلب المكتمل؛ ألغِ الطلب المفتوح بدلًا من ذلك.',
  'Not completed': 'غير مكتمل',
  'At most {amount} can still be refunded on this order.': 'أقصى ما يمكن استرداده بعدُ من هذا الطلب {amount}.',
  'More than what is left to refund': 'أكثر مما تبقى للاسترداد',
  'A refund to an account needs a customer on the order.': 'الاسترداد إلى الحساب يتطلب عميلًا في الطلب.',
  'No customer on the order': 'لا يوجد عميل في الطلب',
  'An order cannot be merged into itself.': 'لا يمكن دمج الطلب في نفسه.',
  'Same as the target': 'هو نفسه الطلب الهدف',
  'Only open, unpaid orders can be merged.': 'لا تُدمج إلا الطلبات المفتوحة غير المدفوعة.',
  'Not open': 'غير مفتوح',
  'Already paid': 'مدفوع من قبل',
  'The split does not fit the order.': 'التقسيم لا يطابق الطلب.',
  'No item on this seat': 'لا يوجد صنف على هذا المقعد',
  'No such item on this order': 'لا يوجد هذا الصنف في الطلب',
  'More than is left of this item': 'أكثر مما تبقى من هذا الصنف',
  'This part is the whole order': 'هذا الجزء هو الطلب كله',
  'A split must leave at least one item on the original order.':
    'يجب أن يبقى صنف واحد على الأقل في الطلب الأصلي بعد التقسيم.',
  'Nothing would stay': 'لن يبقى شيء',
  'Only an open, unpaid order can be split.': 'لا يُقسم إلا الطلب المفتوح غير المدفوع.',
  'Remove the amount discount before splitting: it cannot be shared between bills.':
    'أزل الخصم بالمبلغ قبل التقسيم: لا يمكن توزيعه بين الفواتير.',
  'An amount discount': 'خصم بمبلغ',
  'Resume a held order before completing it.': 'استأنف الطلب المعلّق قبل إكماله.',
  'Still held': 'لا يزال معلّقًا',
  'The order is not fully paid: {due} is still due.': 'الطلب غير مدفوع بالكامل: المتبقي {due}.',
  'Not fully paid': 'غير مدفوع بالكامل',
  'Your role does not take payments (needs payments.take).':
    'دورك لا يسمح باستلام المدفوعات (يتطلب payments.take).',
  'Payments exceed the total by {excess}; give change from cash tendered instead.':
    'المدفوعات تتجاوز الإجمالي بمقدار {excess}؛ أعد الباقي من النقد المستلم بدلًا من ذلك.',
  'More than the amount due': 'أكثر من المبلغ المستحق',
  'An order may total at most {max} (minor units); this one would total {total}.':
    'لا يجوز أن يتجاوز إجمالي الطلب {max} (بأصغر وحدة للعملة)؛ وإجمالي هذا الطلب سيكون {total}.',
  'More than one order may total': 'أكثر مما يجوز أن يبلغه إجمالي طلب واحد',
  'The change given on one order may be at most {max} (minor units).':
    'لا يجوز أن يتجاوز الباقي المُعاد في طلب واحد {max} (بأصغر وحدة للعملة).',
  'Too much cash tendered': 'المبلغ النقدي المستلم كبير جدًا',
  "A customer's account may owe at most {max} (minor units).":
    'لا يجوز أن يتجاوز المستحق على حساب العميل {max} (بأصغر وحدة للعملة).',
  'More than the account may owe': 'أكثر مما يجوز أن يكون على الحساب',
  "A customer's account may hold at most {max} (minor units) in credit.":
    'لا يجوز أن يتجاوز رصيد العميل الدائن {max} (بأصغر وحدة للعملة).',
  'More credit than the account may hold': 'رصيد دائن أكبر مما يجوز للحساب',
  'Charging to an account needs a customer on the order.': 'القيد على الحساب يتطلب عميلًا في الطلب.',
  'Choose a customer': 'اختر عميلًا',
  'The chosen table does not exist.': 'الطاولة المختارة غير موجودة.',
  'No such table': 'لا توجد طاولة كهذه',
  'The chosen customer does not exist.': 'العميل المختار غير موجود.',
  'No such customer': 'لا يوجد عميل كهذا',
  'This customer cannot buy on account.': 'لا يمكن لهذا العميل الشراء على الحساب.',
  Blocked: 'محظور',
  'A debit order needs a customer.': 'طلب الحساب الآجل يتطلب عميلًا.',
  'A delivery order needs an address.': 'طلب التوصيل يتطلب عنوانًا.',
  'Required for delivery': 'مطلوب للتوصيل',
  'A discount this large needs a manager’s approval.': 'خصم بهذا الحجم يتطلب موافقة المدير.',
  'Needs approval': 'يتطلب موافقة',
  'must be more than zero': 'يجب أن يكون أكبر من صفر',
  'only cash payments are tendered': 'المبلغ المستلم للدفع النقدي فقط',
  'must be at least the amount': 'يجب ألا يقل عن المبلغ',
  'add at least one item': 'أضف صنفًا واحدًا على الأقل',
  'pick at least one item': 'اختر صنفًا واحدًا على الأقل',
  'must be a date as YYYY-MM-DD': 'يجب أن يكون تاريخًا بصيغة YYYY-MM-DD',
  'must be a real date as YYYY-MM-DD': 'يجب أن يكون تاريخًا صحيحًا بصيغة YYYY-MM-DD',
  'cannot be more than a day in the future': 'لا يمكن أن يكون أبعد من يوم في المستقبل',
  'must not be before from': 'يجب ألا يسبق تاريخ البداية',

  // Tables.
  "A table's status is one of {statuses}.": 'حالة الطاولة واحدة من: {statuses}.',
  'must be one of {options}': ({ options = '' }) => says.oneOf(options),
  'An order is still open on this table; complete or cancel it first.':
    'لا يزال طلب مفتوحًا على هذه الطاولة؛ أكمله أو ألغه أولًا.',
  'An order is open on this table': 'يوجد طلب مفتوح على هذه الطاولة',
  '{count} order(s) are still open on this table. Complete, cancel or move them first.':
    'لا يزال {count} من الطلبات مفتوحًا على هذه الطاولة. أكملها أو ألغها أو انقلها أولًا.',
  'Another table already has this name.': 'لطاولة أخرى الاسم نفسه.',
  'Already used by another table': 'مستخدم لطاولة أخرى',

  // Users, roles and profile.
  'You cannot disable your own account.': 'لا يمكنك تعطيل حسابك.',
  'Your own account': 'حسابك أنت',
  'You cannot delete your own account.': 'لا يمكنك حذف حسابك.',
  'This is the last active owner. Make another user an active owner first.':
    'هذا آخر مالك نشط. اجعل مستخدمًا آخر مالكًا نشطًا أولًا.',
  'The chosen role does not exist.': 'الدور المختار غير موجود.',
  'No such role': 'لا يوجد دور كهذا',
  'The role {role} holds permissions you do not have ({permissions}).':
    'الدور «{role}» يملك صلاحيات لا تملكها ({permissions}).',
  'Beyond your own permissions': 'يتجاوز صلاحياتك',
  'Another user already has this email.': 'لمستخدم آخر البريد الإلكتروني نفسه.',
  'Already used by another user': 'مستخدم لمستخدم آخر',
  'This would grant permissions you do not have ({permissions}).':
    'هذا يمنح صلاحيات لا تملكها ({permissions}).',
  'This role holds permissions you do not have ({permissions}).':
    'هذا الدور يملك صلاحيات لا تملكها ({permissions}).',
  'The {role} role cannot be renamed.': 'لا يمكن تغيير اسم دور «{role}».',
  Fixed: 'ثابت',
  'The {role} role cannot lose a permission ({permissions}).':
    'لا يمكن سحب صلاحية من دور «{role}» ({permissions}).',
  'The owner role keeps every permission': 'دور المالك يحتفظ بكل الصلاحيات',
  'The {role} role cannot be deleted.': 'لا يمكن حذف دور «{role}».',
  '{count} user(s) still hold this role. Give them another role first.':
    'لا يزال {count} من المستخدمين يحملون هذا الدور. امنحهم دورًا آخر أولًا.',
  'Another role already has this name.': 'لدور آخر الاسم نفسه.',
  'Already used by another role': 'مستخدم لدور آخر',
  'is not a known permission': 'ليست صلاحية معروفة',
  'must be 4 to 6 digits': 'يجب أن يكون من 4 إلى 6 أرقام',
  'must be at least 10 characters': 'يجب ألا يقل عن 10 أحرف',
  'give either userId or email': 'أرسل userId أو email، لا كليهما',
  'is required': says.required,
  'Enter your current password to change your password or email.':
    'أدخل كلمة المرور الحالية لتغيير كلمة المرور أو البريد الإلكتروني.',
  'Required to change the password or email': 'مطلوبة لتغيير كلمة المرور أو البريد الإلكتروني',
  'The current password is incorrect.': 'كلمة المرور الحالية غير صحيحة.',
  'Incorrect password': 'كلمة مرور غير صحيحة',

  // Settings, printers and the website.
  'The value of {key} {message}': 'قيمة {key}: {message}',
  'Some settings are not valid; nothing was saved.': 'بعض الإعدادات غير صالحة؛ لم يُحفظ شيء.',
  'is not a known setting': 'ليس إعدادًا معروفًا',
  'must be a whole number': 'يجب أن يكون عددًا صحيحًا',
  'must be between {min} and {max}': 'يجب أن يكون بين {min} و{max}',
  'must be an ISO 4217 currency code such as SAR': 'يجب أن يكون رمز عملة ISO 4217 مثل SAR',
  'must be an IANA time zone': 'يجب أن يكون منطقة زمنية من IANA',
  'Another printer already has this name.': 'لطابعة أخرى الاسم نفسه.',
  'Already used by another printer': 'مستخدم لطابعة أخرى',
  'must be a host name or IP address': 'يجب أن يكون اسم مضيف أو عنوان IP',
  'must be 58 or 80 mm': 'يجب أن يكون 58 أو 80 مم',
  'is required for a network printer': 'مطلوب لطابعة الشبكة',
  'Another entry of this kind already has this slug.': 'لعنصر آخر من هذا النوع المعرّف (slug) نفسه.',
  'Already used by another entry of this kind': 'مستخدم لعنصر آخر من هذا النوع',
  'lower-case letters, digits and dashes only': 'أحرف إنجليزية صغيرة وأرقام وشرطات فقط',

  // zod's own English, where only the text reaches us (a setting's value checked in a service).
  'Too small: expected string to have >=1 characters': says.notEmpty,
  'Too small: expected string to have >={n} characters': ({ n = '' }) => says.minLength(n),
  'Too big: expected string to have <={n} characters': ({ n = '' }) => says.maxLength(n),
  'Too small: expected number to be >={n}': ({ n = '' }) => says.atLeast(n),
  'Too small: expected number to be >{n}': ({ n = '' }) => says.moreThan(n),
  'Too big: expected number to be <={n}': ({ n = '' }) => says.atMost(n),
  'Too big: expected number to be <{n}': ({ n = '' }) => says.lessThan(n),
  'Invalid option: expected one of {options}': ({ options = '' }) =>
    says.oneOf(options.replaceAll('|', '، ')),
  'Invalid input: expected {type}, received undefined': says.required,
  'Invalid input: expected {type}, received {received}': says.wrongType,
  'Invalid input': says.invalid,
};

/** When a message is not in the catalogue (Fastify's own, say): a plain one for its code. */
export const AR_BY_CODE: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'الطلب غير صالح.',
  UNAUTHENTICATED: 'سجّل الدخول للمتابعة.',
  FORBIDDEN: 'غير مسموح لك بهذا.',
  NOT_FOUND: 'غير موجود.',
  CONFLICT: 'يتعارض هذا مع بيانات موجودة.',
  PAYLOAD_TOO_LARGE: 'حجم الطلب أكبر من المسموح.',
  UNSUPPORTED_MEDIA_TYPE: 'نوع المحتوى غير مدعوم.',
  RULE_BROKEN: 'لا يمكن تنفيذ هذا الإجراء.',
  TOO_MANY_REQUESTS: 'طلبات كثيرة جدًا. حاول لاحقًا.',
  INTERNAL: 'حدث خطأ في الخادم.',
};
