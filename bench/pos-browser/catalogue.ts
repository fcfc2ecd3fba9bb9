/** A catalogue of PRODUCTS dishes with English and Arabic names, SKUs and barcodes. */
import Database from 'better-sqlite3';
import { PRODUCTS } from './config.ts';

const DISHES: [string, string][] = [
  ['Chicken Shawarma', 'شاورما دجاج'],
  ['Chicken Kabsa', 'كبسة دجاج'],
  ['Lamb Kabsa', 'كبسة لحم'],
  ['Chicken Mandi', 'مندي دجاج'],
  ['Falafel Wrap', 'لفافة فلافل'],
  ['Hummus', 'حمص'],
  ['Mutabbal', 'متبل'],
  ['Beef Kebab', 'كباب لحم'],
  ['Kunafa', 'كنافة'],
  ['Fattoush', 'فتوش'],
  ['Tabbouleh', 'تبولة'],
  ['Chicken Tikka', 'تكا دجاج'],
  ['Grilled Halloumi', 'حلوم مشوي'],
  ['Lentil Soup', 'شوربة عدس'],
  ['Mint Lemonade', 'ليمون بالنعناع'],
  ['Arabic Coffee', 'قهوة عربية'],
  ['Karak Tea', 'شاي كرك'],
  ['Beef Burger', 'برجر لحم'],
  ['Chicken Burger', 'برجر دجاج'],
  ['Margherita Pizza', 'بيتزا مارغريتا'],
];
const STYLES: [string, string][] = [
  ['Small', 'صغير'],
  ['Large', 'كبير'],
  ['Family', 'عائلي'],
  ['Spicy', 'حار'],
  ['House', 'خاص'],
];

/** Fills the catalogue to PRODUCTS; returns the ids of the products it added (none have modifiers). */
export function fill(dbFile: string): { added: Set<number>; total: number } {
  const db = new Database(dbFile);
  db.pragma('busy_timeout = 10000');
  const count = () => (db.prepare('select count(*) as n from products').get() as { n: number }).n;
  const existing = count();
  const images = (
    db.prepare('select distinct image from products where image is not null').all() as { image: string }[]
  ).map((r) => r.image);
  const now = new Date().toISOString();
  const insertCategory = db.prepare(
    'insert into categories (name_en, name_ar, image, sort_order, active, created_at, updated_at) values (?, ?, null, ?, 1, ?, ?)',
  );
  const insertProduct = db.prepare(
    `insert into products (category_id, name_en, name_ar, description_en, description_ar, price, image, sku, barcode,
       active, sort_order, created_at, updated_at) values (?, ?, ?, null, null, ?, ?, ?, ?, 1, ?, ?, ?)`,
  );
  const before = new Set((db.prepare('select id from products').all() as { id: number }[]).map((r) => r.id));
  db.transaction(() => {
    const categories: number[] = [];
    for (let i = 0; i < 30; i++) {
      const r = insertCategory.run(`Menu ${i + 1}`, `قائمة ${i + 1}`, 100 + i, now, now);
      categories.push(Number(r.lastInsertRowid));
    }
    for (let n = 0; n < PRODUCTS - existing; n++) {
      const [en, ar] = DISHES[n % DISHES.length]!;
      const [sen, sar] = STYLES[Math.floor(n / DISHES.length) % STYLES.length]!;
      insertProduct.run(
        categories[n % categories.length],
        `${en} ${sen} ${n}`,
        `${ar} ${sar} ${n}`,
        500 + ((n * 37) % 9000),
        images.length ? images[n % images.length] : null,
        `BN-${String(n).padStart(5, '0')}`,
        `628${String(n).padStart(10, '0')}`,
        1000 + n,
        now,
        now,
      );
    }
  })();
  const added = new Set(
    (db.prepare('select id from products').all() as { id: number }[])
      .map((r) => r.id)
      .filter((id) => !before.has(id)),
  );
  const total = count();
  db.close();
  return { added, total };
}
