import { randomBytes, randomUUID } from 'node:crypto';
import { DEFAULT_ROLE_PERMISSIONS, DEFAULT_ROLES, type SettingKey } from '@cashier/contracts';
import type { Config } from '../config.ts';
import { nowIso } from '../lib/time.ts';
import { hashPassword } from '../modules/auth/index.ts';
import {
  DEMO_CATEGORIES,
  DEMO_CUSTOMERS,
  DEMO_MODIFIER_GROUPS,
  DEMO_SITE_PAGES,
  DEMO_STATIONS,
  DEMO_TABLES,
} from '../modules/demo/index.ts';
import type { Db } from './kysely.ts';

export const DEFAULT_OWNER_EMAIL = 'owner@cashier.local';

export const DEFAULT_SETTINGS: Record<SettingKey, string> = {
  restaurant_name: 'Cashier',
  logo: '',
  small_logo: '',
  currency: 'SAR',
  languages: 'en,ar',
  default_language: 'en',
  timezone: 'Asia/Riyadh',
  tax_rate_bp: '1500',
  tax_inclusive: 'true',
  service_charge_bp: '0',
  address: '',
  phone: '',
  // No project address is published yet, so feedback has no recipient until the owner sets one.
  feedback_contact: '',
  shift_close_shows_expected: 'false',
  seller_name: '',
  vat_number: '',
  receipt_footer: 'Thank you for your visit',
  receipt_footer_ar: 'شكرًا لزيارتكم',
  discount_approval_bp: '2000',
  kitchen_warn_minutes: '8',
  kitchen_late_minutes: '15',
  kitchen_both_languages: 'false',
  board_clear_minutes: '10',
  display_paid_seconds: '15',
  pos_lock_minutes: '2',
  day_start_hour: '0',
  cash_difference_limit: '0',
  payout_approval_limit: '0',
  cash_needs_shift: 'true',
  printer_allowed_ports: '',
  printer_allowed_hosts: '',
  online_ordering_secret: '',
};

const DEFAULT_PLUGINS = [
  { key: 'zatca', name: 'ZATCA e-invoice QR', description: 'Saudi e-invoicing QR code on receipts' },
  { key: 'online-ordering', name: 'Online ordering', description: 'Website ordering and table QR ordering' },
  {
    key: 'kitchen-printer',
    name: 'Kitchen printer',
    description: 'Send tickets to network kitchen printers',
  },
  { key: 'maps', name: 'Maps', description: 'Address search for delivery orders' },
];

export interface SeedResult {
  ownerEmail?: string;
  /** Set only when a password was generated; print it once. */
  generatedPassword?: string;
  demo: boolean;
}

/**
 * Fills an empty database: the default roles, settings and plugins (missing settings and plugins are
 * added on every start), the first owner, and the demo restaurant when asked. Never touches a
 * database that has users.
 */
export async function seed(
  db: Db,
  config: Pick<Config, 'adminEmail' | 'adminPassword' | 'seedDemo'>,
): Promise<SeedResult> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    // Default roles only on a fresh database: after that they are the restaurant's to rename or
    // delete, and a restart must not bring a deleted or renamed one back.
    const anyRole = await trx.selectFrom('roles').select('id').limit(1).executeTakeFirst();
    for (const name of anyRole ? [] : DEFAULT_ROLES) {
      const role = await trx
        .insertInto('roles')
        .values({ name, description: '', system: name === 'owner' ? 1 : 0, createdAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('rolePermissions')
        .values(DEFAULT_ROLE_PERMISSIONS[name].map((permission) => ({ roleId: role.id, permission })))
        .execute();
    }
    const have = new Set((await trx.selectFrom('settings').select('key').execute()).map((r) => r.key));
    const missing = Object.entries(DEFAULT_SETTINGS).filter(([key]) => !have.has(key));
    if (missing.length) {
      await trx
        .insertInto('settings')
        .values(missing.map(([key, value]) => ({ key, value, updatedAt: now })))
        .execute();
    }
    const havePlugins = new Set((await trx.selectFrom('plugins').select('key').execute()).map((r) => r.key));
    const newPlugins = DEFAULT_PLUGINS.filter((p) => !havePlugins.has(p.key));
    if (newPlugins.length) {
      await trx
        .insertInto('plugins')
        .values(newPlugins.map((p) => ({ ...p, enabled: 0, config: '{}', updatedAt: now })))
        .execute();
    }
  });

  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return { demo: false };

  const ownerEmail = config.adminEmail ?? DEFAULT_OWNER_EMAIL;
  const generatedPassword = config.adminPassword ? undefined : randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(config.adminPassword ?? generatedPassword!);
  await db.transaction().execute(async (trx) => {
    const owner = await trx
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'owner')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('users')
      .values({
        name: 'Owner',
        email: ownerEmail,
        passwordHash,
        roleId: owner.id,
        locale: 'en',
        active: 1,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    if (config.seedDemo && !(await trx.selectFrom('categories').select('id').limit(1).executeTakeFirst())) {
      await seedDemo(trx, now);
    }
  });
  return { ownerEmail, generatedPassword, demo: config.seedDemo };
}

async function seedDemo(db: Db, now: string): Promise<void> {
  const stations = await seedDemoStations(db, now);
  const productsBySlug = await seedDemoCatalog(db, now, stations);
  await seedDemoModifiers(db, productsBySlug);
  await seedDemoTablesCustomersPages(db, now);
}

/** The demo kitchen's stations; answers their ids by slug. */
async function seedDemoStations(db: Db, now: string): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [i, s] of DEMO_STATIONS.entries()) {
    const row = await db
      .insertInto('stations')
      .values({ nameEn: s.en, nameAr: s.ar, sortOrder: i, active: 1, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(s.slug, row.id);
  }
  return ids;
}

/**
 * The demo categories, each routed to its station, and their products with their course and
 * preparation minutes; answers each category's product ids by its slug.
 */
async function seedDemoCatalog(
  db: Db,
  now: string,
  stations: Map<string, number>,
): Promise<Map<string, number[]>> {
  let sku = 1000;
  const productsBySlug = new Map<string, number[]>();
  for (const [ci, c] of DEMO_CATEGORIES.entries()) {
    const category = await db
      .insertInto('categories')
      .values({
        nameEn: c.en,
        nameAr: c.ar,
        image: `/demo/${c.slug}.svg`,
        sortOrder: ci,
        active: 1,
        stationId: stations.get(c.station) ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const products = await db
      .insertInto('products')
      .values(
        c.products.map((p, pi) => ({
          categoryId: category.id,
          nameEn: p.en,
          nameAr: p.ar,
          descriptionEn: p.descEn ?? null,
          descriptionAr: p.descAr ?? null,
          price: p.price,
          image: `/demo/${p.slug}.svg`,
          sku: `SKU-${++sku}`,
          barcode: `628100${String(sku).padStart(7, '0')}`,
          active: 1,
          sortOrder: pi,
          // Only a dish made elsewhere than its category's station names its own.
          stationId: p.station ? (stations.get(p.station) ?? null) : null,
          prepMinutes: p.prep ?? c.prep,
          course: c.course,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning('id')
      .execute();
    productsBySlug.set(
      c.slug,
      products.map((r) => r.id),
    );
  }
  return productsBySlug;
}

async function seedDemoModifiers(db: Db, productsBySlug: Map<string, number[]>): Promise<void> {
  for (const g of DEMO_MODIFIER_GROUPS) {
    const group = await db
      .insertInto('modifierGroups')
      .values({ nameEn: g.en, nameAr: g.ar, minSelect: g.minSelect, maxSelect: g.maxSelect })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('modifiers')
      .values(
        g.modifiers.map((m) => ({
          groupId: group.id,
          nameEn: m.en,
          nameAr: m.ar,
          price: m.price,
          active: 1,
        })),
      )
      .execute();
    const productIds = g.categories.flatMap((slug) => productsBySlug.get(slug) ?? []);
    if (productIds.length) {
      await db
        .insertInto('productModifierGroups')
        .values(productIds.map((productId) => ({ productId, groupId: group.id })))
        .execute();
    }
  }
}

/** Tables, customers and, on a site without pages yet, the website's pages. */
async function seedDemoTablesCustomersPages(db: Db, now: string): Promise<void> {
  await db
    .insertInto('diningTables')
    .values(
      DEMO_TABLES.map((t) => ({
        ...t,
        status: 'available',
        qrToken: randomUUID(),
        active: 1,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
  await db
    .insertInto('customers')
    .values(
      DEMO_CUSTOMERS.map((c) => ({ ...c, status: 'active', balance: 0, createdAt: now, updatedAt: now })),
    )
    .execute();
  if (!(await db.selectFrom('sitePages').select('id').limit(1).executeTakeFirst())) {
    await db
      .insertInto('sitePages')
      .values(
        DEMO_SITE_PAGES.map((p, i) => ({
          ...p,
          // Counted within the kind: the sliders are slides 0 and 1.
          sortOrder: DEMO_SITE_PAGES.slice(0, i).filter((q) => q.kind === p.kind).length,
          active: 1,
          updatedAt: now,
        })),
      )
      .execute();
  }
}
