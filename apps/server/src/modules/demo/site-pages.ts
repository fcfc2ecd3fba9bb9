import type { SitePageKind } from '@cashier/contracts';

/**
 * The demo restaurant's website content: a home welcome, an about page and two home slides, whose
 * pictures (1920×1080, drawn by scripts/demo-slides.mjs) are made for the customer display.
 */
export const DEMO_SITE_PAGES: {
  kind: SitePageKind;
  slug: string;
  titleEn: string;
  titleAr: string;
  bodyEn: string;
  bodyAr: string;
  image: string;
}[] = [
  {
    kind: 'home',
    slug: 'welcome',
    titleEn: 'Welcome to our grill and café',
    titleAr: 'أهلاً بكم في مشوياتنا ومقهانا',
    bodyEn:
      'Fresh Levantine grills, mezze and Arabic coffee, made to order every day. Order online for pickup or delivery, or scan the QR code on your table.',
    bodyAr:
      'مشاوٍ شامية طازجة ومقبلات وقهوة عربية تُحضَّر عند الطلب كل يوم. اطلب عبر الإنترنت للاستلام أو التوصيل، أو امسح رمز QR على طاولتك.',
    image: '/demo/mixed-grill.svg',
  },
  {
    kind: 'page',
    slug: 'about',
    titleEn: 'About us',
    titleAr: 'من نحن',
    bodyEn:
      'We are a family restaurant serving the recipes we grew up with: charcoal grills, warm bread from our oven and desserts made in house.\n\nOur kitchen opens at noon and closes at midnight, every day of the week.',
    bodyAr:
      'نحن مطعم عائلي نقدّم الوصفات التي نشأنا عليها: مشاوٍ على الفحم وخبز ساخن من فرننا وحلويات نصنعها بأنفسنا.\n\nمطبخنا يفتح عند الظهر ويغلق عند منتصف الليل، طوال أيام الأسبوع.',
    image: '/demo/arabic-coffee.svg',
  },
  {
    kind: 'slider',
    slug: 'grills',
    titleEn: 'Straight from the charcoal',
    titleAr: 'مباشرة من على الفحم',
    bodyEn: 'Shish tawook, kofta and mixed grills with garlic sauce and fresh bread.',
    bodyAr: 'شيش طاووق وكفتة ومشاوٍ مشكلة مع الثوم والخبز الطازج.',
    image: '/demo/slide-grills.webp',
  },
  {
    kind: 'slider',
    slug: 'desserts',
    titleEn: 'Save room for dessert',
    titleAr: 'اترك مكاناً للحلى',
    bodyEn: 'Kunafa, baklava and Umm Ali, warm from our oven.',
    bodyAr: 'كنافة وبقلاوة وأم علي، ساخنة من فرننا.',
    image: '/demo/slide-desserts.webp',
  },
];
