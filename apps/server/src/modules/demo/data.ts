/** The demo restaurant seeded on an empty embedded database: a Levantine grill and café. */
export interface DemoProduct {
  slug: string;
  en: string;
  ar: string;
  price: number;
  emoji: string;
  descEn?: string;
  descAr?: string;
  /** Minutes the kitchen takes; absent: the category's `prep`. */
  prep?: number;
  /** A station other than the category's (the slug of a DEMO_STATIONS entry). */
  station?: string;
}
export interface DemoCategory {
  slug: string;
  en: string;
  ar: string;
  emoji: string;
  color: [string, string];
  /** The DEMO_STATIONS slug its dishes go to. */
  station: string;
  /** Its dishes' course (1 starters, 2 mains, 3 desserts); null: fired with the first send. */
  course: number | null;
  /** Its dishes' usual preparation minutes. */
  prep: number;
  products: DemoProduct[];
}

/** The demo kitchen's stations, in their sort order. */
export const DEMO_STATIONS = [
  { slug: 'grill', en: 'Grill', ar: 'مشاوي' },
  { slug: 'cold', en: 'Cold', ar: 'بارد' },
  { slug: 'bar', en: 'Bar', ar: 'مشروبات' },
  { slug: 'pastry', en: 'Pastry', ar: 'حلويات' },
];

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    slug: 'starters',
    en: 'Starters',
    ar: 'المقبلات',
    emoji: '🥙',
    color: ['#f59f00', '#e8590c'],
    station: 'cold',
    course: 1,
    prep: 6,
    products: [
      {
        slug: 'hummus',
        en: 'Hummus',
        ar: 'حمص',
        price: 1500,
        emoji: '🫘',
        descEn: 'Chickpeas, tahini, olive oil',
        descAr: 'حمص بالطحينة وزيت الزيتون',
      },
      { slug: 'moutabal', en: 'Moutabal', ar: 'متبل', price: 1600, emoji: '🍆' },
      {
        slug: 'falafel',
        en: 'Falafel (6 pcs)',
        ar: 'فلافل (٦ قطع)',
        price: 1200,
        emoji: '🧆',
        station: 'grill',
        prep: 8,
      },
      { slug: 'fattoush', en: 'Fattoush', ar: 'فتوش', price: 1800, emoji: '🥗' },
      { slug: 'tabbouleh', en: 'Tabbouleh', ar: 'تبولة', price: 1800, emoji: '🌿' },
      {
        slug: 'sambousek',
        en: 'Cheese Sambousek',
        ar: 'سمبوسك بالجبن',
        price: 1400,
        emoji: '🥟',
        station: 'grill',
        prep: 10,
      },
      { slug: 'lentil-soup', en: 'Lentil Soup', ar: 'شوربة عدس', price: 1100, emoji: '🥣', prep: 4 },
    ],
  },
  {
    slug: 'grills',
    en: 'Grills',
    ar: 'المشاوي',
    emoji: '🍢',
    color: ['#e03131', '#a61e4d'],
    station: 'grill',
    course: 2,
    prep: 18,
    products: [
      { slug: 'shish-tawook', en: 'Shish Tawook', ar: 'شيش طاووق', price: 4200, emoji: '🍢' },
      { slug: 'kofta', en: 'Lamb Kofta', ar: 'كفتة لحم', price: 4600, emoji: '🥩' },
      { slug: 'mixed-grill', en: 'Mixed Grill', ar: 'مشاوي مشكلة', price: 7900, emoji: '🍖', prep: 25 },
      { slug: 'lamb-chops', en: 'Lamb Chops', ar: 'ريش غنم', price: 8900, emoji: '🍖' },
      { slug: 'half-chicken', en: 'Grilled Half Chicken', ar: 'نصف دجاجة مشوية', price: 3900, emoji: '🍗' },
      { slug: 'shrimp-skewer', en: 'Shrimp Skewers', ar: 'أسياخ روبيان', price: 6900, emoji: '🍤' },
      { slug: 'hammour', en: 'Grilled Hammour', ar: 'هامور مشوي', price: 9500, emoji: '🐟', prep: 25 },
    ],
  },
  {
    slug: 'sandwiches',
    en: 'Sandwiches',
    ar: 'السندويشات',
    emoji: '🌯',
    color: ['#2f9e44', '#087f5b'],
    station: 'grill',
    course: 2,
    prep: 8,
    products: [
      { slug: 'chicken-shawarma', en: 'Chicken Shawarma', ar: 'شاورما دجاج', price: 1300, emoji: '🌯' },
      { slug: 'beef-shawarma', en: 'Beef Shawarma', ar: 'شاورما لحم', price: 1600, emoji: '🌯' },
      { slug: 'falafel-wrap', en: 'Falafel Wrap', ar: 'ساندويش فلافل', price: 900, emoji: '🥙' },
      { slug: 'zinger', en: 'Zinger Burger', ar: 'برجر زنجر', price: 1900, emoji: '🍔' },
      { slug: 'beef-burger', en: 'Beef Burger', ar: 'برجر لحم', price: 2400, emoji: '🍔' },
      { slug: 'halloumi', en: 'Halloumi Sandwich', ar: 'ساندويش حلوم', price: 1500, emoji: '🥪' },
      { slug: 'fries', en: 'French Fries', ar: 'بطاطس مقلية', price: 800, emoji: '🍟', prep: 5 },
    ],
  },
  {
    slug: 'mains',
    en: 'Main Dishes',
    ar: 'الأطباق الرئيسية',
    emoji: '🍛',
    color: ['#1971c2', '#3b5bdb'],
    station: 'grill',
    course: 2,
    prep: 20,
    products: [
      { slug: 'chicken-kabsa', en: 'Chicken Kabsa', ar: 'كبسة دجاج', price: 4500, emoji: '🍛' },
      { slug: 'lamb-mandi', en: 'Lamb Mandi', ar: 'مندي لحم', price: 6500, emoji: '🍚' },
      { slug: 'mansaf', en: 'Mansaf', ar: 'منسف', price: 6900, emoji: '🍲' },
      { slug: 'maqluba', en: 'Maqluba', ar: 'مقلوبة', price: 4900, emoji: '🥘' },
      { slug: 'molokhia', en: 'Molokhia with Rice', ar: 'ملوخية مع أرز', price: 3900, emoji: '🥬' },
      { slug: 'pasta', en: 'Chicken Alfredo Pasta', ar: 'باستا ألفريدو بالدجاج', price: 4200, emoji: '🍝' },
    ],
  },
  {
    slug: 'desserts',
    en: 'Desserts',
    ar: 'الحلويات',
    emoji: '🍰',
    color: ['#ae3ec9', '#6741d9'],
    station: 'pastry',
    course: 3,
    prep: 6,
    products: [
      { slug: 'kunafa', en: 'Kunafa', ar: 'كنافة', price: 2200, emoji: '🧀', prep: 12 },
      { slug: 'umm-ali', en: 'Umm Ali', ar: 'أم علي', price: 1900, emoji: '🥧' },
      { slug: 'baklava', en: 'Baklava (6 pcs)', ar: 'بقلاوة (٦ قطع)', price: 2000, emoji: '🍯' },
      { slug: 'basbousa', en: 'Basbousa', ar: 'بسبوسة', price: 1500, emoji: '🍰' },
      { slug: 'luqaimat', en: 'Luqaimat', ar: 'لقيمات', price: 1600, emoji: '🍩' },
      { slug: 'ice-cream', en: 'Arabic Ice Cream', ar: 'بوظة عربية', price: 1400, emoji: '🍨', prep: 2 },
      {
        slug: 'fruit-salad',
        en: 'Fruit Salad',
        ar: 'سلطة فواكه',
        price: 1700,
        emoji: '🍓',
        station: 'cold',
      },
    ],
  },
  {
    slug: 'drinks',
    en: 'Drinks',
    ar: 'المشروبات',
    emoji: '🥤',
    color: ['#0c8599', '#1098ad'],
    station: 'bar',
    course: null,
    prep: 3,
    products: [
      { slug: 'arabic-coffee', en: 'Arabic Coffee', ar: 'قهوة عربية', price: 900, emoji: '☕' },
      { slug: 'karak', en: 'Karak Tea', ar: 'شاي كرك', price: 600, emoji: '🍵' },
      { slug: 'mint-lemonade', en: 'Mint Lemonade', ar: 'ليمون بالنعناع', price: 1400, emoji: '🍋' },
      { slug: 'orange-juice', en: 'Fresh Orange Juice', ar: 'عصير برتقال طازج', price: 1500, emoji: '🍊' },
      { slug: 'laban', en: 'Laban', ar: 'لبن', price: 500, emoji: '🥛' },
      { slug: 'water', en: 'Mineral Water', ar: 'مياه معدنية', price: 300, emoji: '💧', prep: 1 },
      { slug: 'soft-drink', en: 'Soft Drink', ar: 'مشروب غازي', price: 500, emoji: '🥤', prep: 1 },
      { slug: 'espresso', en: 'Espresso', ar: 'إسبريسو', price: 1000, emoji: '☕' },
    ],
  },
];

export const DEMO_TABLES = Array.from({ length: 10 }, (_, i) => ({
  name: `T${i + 1}`,
  seats: [2, 2, 4, 4, 4, 6, 6, 8, 2, 4][i] ?? 4,
  area: i < 6 ? 'Hall' : 'Terrace',
  areaAr: i < 6 ? 'الصالة' : 'التراس',
  posX: (i % 5) * 160 + 40,
  posY: Math.floor(i / 5) * 160 + 40,
}));

export const DEMO_CUSTOMERS = [
  {
    name: 'Ahmed Al-Harbi',
    phone: '+966500000001',
    email: 'ahmed@example.com',
    address: 'Olaya St, Riyadh',
    subscriber: 1,
  },
  {
    name: 'Fatimah Al-Zahrani',
    phone: '+966500000002',
    email: 'fatimah@example.com',
    address: 'Tahlia St, Jeddah',
    subscriber: 1,
  },
  {
    name: 'John Carter',
    phone: '+966500000003',
    email: 'john@example.com',
    address: 'Diplomatic Quarter, Riyadh',
    subscriber: 0,
  },
  { name: 'Sara Khalid', phone: '+966500000004', email: null, address: null, subscriber: 0 },
];

const bySlug = new Map<string, { emoji: string; color: [string, string] }>();
for (const c of DEMO_CATEGORIES) {
  bySlug.set(c.slug, { emoji: c.emoji, color: c.color });
  for (const p of c.products) bySlug.set(p.slug, { emoji: p.emoji, color: c.color });
}

/** A square picture for a demo item: its emoji on the category's gradient. */
export function demoPicture(slug: string): string | null {
  const item = bySlug.get(slug);
  if (!item) return null;
  const [a, b] = item.color;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="240" height="240" rx="24" fill="url(#g)"/>
<circle cx="120" cy="120" r="78" fill="#fff" fill-opacity="0.18"/>
<text x="120" y="148" font-size="96" text-anchor="middle" font-family="Noto Color Emoji, Apple Color Emoji, Segoe UI Emoji, sans-serif">${item.emoji}</text>
</svg>`;
}

/** Modifier groups of the demo menu, offered with every product of the named categories. */
export const DEMO_MODIFIER_GROUPS = [
  {
    en: 'Size',
    ar: 'الحجم',
    // A drink is poured in one size: the till asks for it before the drink goes on the order.
    minSelect: 1,
    maxSelect: 1,
    categories: ['drinks'],
    modifiers: [
      { en: 'Regular', ar: 'عادي', price: 0 },
      { en: 'Large', ar: 'كبير', price: 200 },
    ],
  },
  {
    en: 'Extras',
    ar: 'إضافات',
    minSelect: 0,
    maxSelect: 3,
    categories: ['grills'],
    modifiers: [
      { en: 'Extra garlic sauce', ar: 'ثومية إضافية', price: 200 },
      { en: 'Extra bread', ar: 'خبز إضافي', price: 100 },
      { en: 'Grilled vegetables', ar: 'خضار مشوية', price: 500 },
    ],
  },
];
