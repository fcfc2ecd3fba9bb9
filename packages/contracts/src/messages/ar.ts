import type { en } from './en.ts';
import type { Arabic } from './types.ts';

/** The Arabic of the contracts' own messages; a key missing here fails the typecheck. */
export const ar: Arabic<typeof en> = {
  required: 'مطلوب',
  controlCharacters: 'يجب ألا يحتوي على محارف تحكم',
  emailAddress: 'يجب أن يكون بريدًا إلكترونيًا',
  customerEmail: 'يجب أن يكون بريدًا إلكترونيًا',
  pinDigits: 'يجب أن يكون من 4 إلى 6 أرقام',
  passwordLength: 'يجب ألا يقل عن 10 أحرف',
  userIdOrEmail: 'أرسل userId أو email، لا كليهما',
  approvable: 'ليس إجراءً يوافق عليه المدير',
  knownPermission: 'ليست صلاحية معروفة',
  idList: 'حتى 200 معرّف تفصل بينها فواصل',
  idempotencyKey:
    'من 8 إلى 200 من الأحرف أو الأرقام أو الشرطات أو النقاط أو النقطتين الرأسيتين أو الشرطات السفلية',
  uploadedPicture: 'يجب أن تكون صورة مرفوعة إلى هذا الخادم',
  lettersDigitsDashes: 'أحرف وأرقام وشرطات فقط',
  slug: 'أحرف إنجليزية صغيرة وأرقام وشرطات فقط',
  phoneLength: 'يجب أن يكون من 6 إلى 20 حرفًا',
  phoneCharacters: 'أرقام ومسافات و+ و- فقط',
  moreThanZero: 'يجب أن يكون أكبر من صفر',
  atLeastAmount: 'يجب ألا يقل عن المبلغ',
  onlyCashTendered: 'المبلغ المستلم للدفع النقدي فقط',
  addAnItem: 'أضف صنفًا واحدًا على الأقل',
  pickAnItem: 'اختر صنفًا واحدًا على الأقل',
  dateFormat: 'يجب أن يكون تاريخًا بصيغة YYYY-MM-DD',
  realDate: 'يجب أن يكون تاريخًا صحيحًا بصيغة YYYY-MM-DD',
  notFarFuture: 'لا يمكن أن يكون أبعد من يوم في المستقبل',
  notBeforeFrom: 'يجب ألا يسبق تاريخ البداية',
  hostName: 'يجب أن يكون اسم مضيف أو عنوان IP',
  portRange: 'يجب أن يكون بين 1 و65535',
  paperWidth: 'يجب أن يكون 58 أو 80 مم',
  networkHost: 'مطلوب لطابعة الشبكة',
  wholeNumber: 'يجب أن يكون عددًا صحيحًا',
  between: 'يجب أن يكون بين {{min}} و{{max}}',
  currencyCode: 'يجب أن يكون رمز عملة ISO 4217 مثل SAR',
  timeZone: 'يجب أن يكون منطقة زمنية من IANA',
  displayCode: 'يجب أن يكون الرمز المكوّن من 6 أحرف الظاهر على شاشة العميل',
  zatcaSellerNameBytes:
    'يجب ألا يزيد على 127 بايت بترميز UTF-8، وهو حد رمز QR لهيئة الزكاة والضريبة والجمارك: نحو 63 حرفًا عربيًا أو 127 حرفًا إنجليزيًا',
  zatcaVatNumber: 'يجب أن يكون الرقم الضريبي المكوّن من 15 رقمًا بالأرقام الإنجليزية، يبدأ بالرقم 3 وينتهي به',
};
