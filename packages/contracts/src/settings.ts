import { z } from 'zod';
import { isCurrencyCode } from './money.ts';
import { Resp, SafeString, Text } from './common.ts';
import { sayWith, says } from './messages/index.ts';
import { parseHostList, parsePortList } from './printer-targets.ts';

const imagePath = z.string().regex(/^(\/(uploads|demo)\/[A-Za-z0-9._-]+)?$/, says.uploadedPicture);
const intString = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, says.wholeNumber)
    .refine((v) => Number(v) >= min && Number(v) <= max, sayWith('between', { min, max }));
const boolString = z.enum(['true', 'false']);

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const FeedbackEmail = z.email();
/** http(s), a host with a dot in it, then anything without spaces. */
const WEB_ADDRESS = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i;

/**
 * What `feedback_contact` holds: nothing, an email address, or an http(s) web address.
 * @example feedbackContactKind('help@example.org') // 'email'
 */
export function feedbackContactKind(value: string): 'email' | 'url' | null {
  const v = value.trim();
  if (!v) return null;
  if (FeedbackEmail.safeParse(v).success) return 'email';
  return WEB_ADDRESS.test(v) ? 'url' : null;
}

function isFeedbackContact(value: string): boolean {
  return value.trim() === '' || feedbackContactKind(value) !== null;
}

/**
 * Every setting key, how its value is checked, and whether it is readable before sign-in
 * (every layout loads the public ones). `secret` values are never returned by the API.
 */
export const SETTING_DEFINITIONS = {
  restaurant_name: { public: true, schema: Text(120) },
  logo: { public: true, schema: imagePath },
  small_logo: { public: true, schema: imagePath },
  currency: {
    public: true,
    schema: z.string().refine(isCurrencyCode, says.currencyCode),
  },
  languages: { public: true, schema: z.enum(['en,ar', 'ar,en', 'en', 'ar']) },
  default_language: { public: true, schema: z.enum(['en', 'ar']) },
  timezone: { public: false, schema: z.string().refine(isTimeZone, says.timeZone) },
  tax_rate_bp: { public: false, schema: intString(0, 10_000) },
  tax_inclusive: { public: false, schema: boolString },
  service_charge_bp: { public: false, schema: intString(0, 10_000) },
  address: { public: false, schema: SafeString({ multiline: true }).trim().max(500) },
  phone: { public: true, schema: SafeString().trim().max(40) },
  /**
   * Where "Give feedback" goes: an email address (a mailto: link) or an https:// page; empty hides
   * the link. Public: the sign-in page's footer reads it.
   */
  feedback_contact: {
    public: true,
    schema: SafeString().trim().max(300).refine(isFeedbackContact, says.emailOrWebAddress),
  },
  /** 'true' shows the cashier what the drawer should hold while they count it; 'false' is a blind count. */
  shift_close_shows_expected: { public: false, schema: boolString },
  /**
   * The seller's legal (registered) name, printed on every tax invoice and carried by the ZATCA QR;
   * empty means the restaurant's name. The one place it is entered (the ZATCA plugin reads it).
   */
  seller_name: { public: false, schema: SafeString().trim().max(200) },
  /** The VAT registration number, printed on every receipt and invoice and carried by the ZATCA QR. */
  vat_number: { public: false, schema: SafeString().trim().max(40) },
  receipt_footer: { public: false, schema: SafeString({ multiline: true }).trim().max(500) },
  /** The footer of an Arabic receipt; empty prints the English one. */
  receipt_footer_ar: { public: false, schema: SafeString({ multiline: true }).trim().max(500) },
  discount_approval_bp: { public: false, schema: intString(0, 10_000) },
  /** A kitchen ticket turns amber after this many minutes, red after the next. */
  kitchen_warn_minutes: { public: false, schema: intString(1, 240) },
  kitchen_late_minutes: { public: false, schema: intString(1, 480) },
  /** Kitchen screens show each item in the other language too, beside the screen's own. */
  kitchen_both_languages: { public: false, schema: boolString },
  /** A ready number leaves the order-ready board after this many minutes if nobody collects it. */
  board_clear_minutes: { public: false, schema: intString(1, 240) },
  /** The counter display moves on from a paid sale after this many seconds, if the till has not. */
  display_paid_seconds: { public: false, schema: intString(1, 600) },
  /** The shared counter till locks after this many idle minutes. */
  pos_lock_minutes: { public: false, schema: intString(1, 240) },
  /** The hour (0–12, local) a business day starts: sales before it belong to the day before. */
  day_start_hour: { public: false, schema: intString(0, 12) },
  /** A drawer over or short by more than this (minor units) needs a manager to close the shift. */
  cash_difference_limit: { public: false, schema: intString(0, 1_000_000_000) },
  /** A pay-out above this (minor units) needs a manager. */
  payout_approval_limit: { public: false, schema: intString(0, 1_000_000_000) },
  /** Cash is taken and given back only inside an open shift; 'false' for a card-only restaurant. */
  cash_needs_shift: { public: false, schema: boolString },
  /** Ports a network printer may use beyond 9100–9109, e.g. `9110-9119, 8000` (see printer-targets.ts). */
  printer_allowed_ports: {
    public: false,
    schema: z
      .string()
      .max(500)
      .refine((v) => parsePortList(v) !== null, says.portList),
  },
  /** Addresses and ranges a printer may use although refused by default (link-local, say). */
  printer_allowed_hosts: {
    public: false,
    schema: z
      .string()
      .max(2000)
      .refine((v) => parseHostList(v) !== null, says.hostList),
  },
  online_ordering_secret: { public: false, secret: true, schema: SafeString().max(200) },
} as const satisfies Record<string, { public: boolean; secret?: boolean; schema: z.ZodType<string> }>;

export type SettingKey = keyof typeof SETTING_DEFINITIONS;
export const SETTING_KEYS = Object.keys(SETTING_DEFINITIONS) as SettingKey[];

export function isSettingKey(key: string): key is SettingKey {
  return key in SETTING_DEFINITIONS;
}

export function isSecretSetting(key: SettingKey): boolean {
  return 'secret' in SETTING_DEFINITIONS[key];
}

export const Setting = z.object({ id: z.number().int(), key: z.string(), value: z.string() });
export type Setting = z.infer<typeof Setting>;
export const SettingsResponse = z.object({ settings: z.array(Setting) });
export type SettingsResponse = z.infer<typeof SettingsResponse>;
/** A setting's value; its key's own rule (SETTING_DEFINITIONS) is checked by the service. */
const SettingValue = SafeString({ multiline: true }).max(10_000);
export const SettingUpdate = z.object({ value: SettingValue });
export const SettingResponse = z.object({ setting: Setting, resp: Resp });
/**
 * Saves a whole settings form at once: `{values: {currency: 'KWD', tax_rate_bp: '500'}}`. Every value
 * is checked first (errors in `fields`, keyed by setting key), then all are written together or none.
 * Answers the settings as staff see them (SettingsResponse).
 */
export const SettingsBatchUpdate = z.object({
  values: z.record(SafeString().max(64), SettingValue),
});
export type SettingsBatchUpdate = z.input<typeof SettingsBatchUpdate>;

export const Plugin = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  config: z.record(z.string(), z.string()),
});
export type Plugin = z.infer<typeof Plugin>;
export const PluginsResponse = z.object({ plugins: z.array(Plugin) });
export type PluginsResponse = z.infer<typeof PluginsResponse>;
export const PluginUpdate = z.object({
  enabled: z.boolean().optional(),
  config: z.record(SafeString().max(64), SafeString({ multiline: true }).max(2000)).optional(),
});
export const PluginResponse = z.object({ plugin: Plugin, resp: Resp });
export type PluginResponse = z.infer<typeof PluginResponse>;
