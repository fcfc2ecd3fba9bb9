/**
 * A web address part made from an English title: lower-case letters, digits and single dashes,
 * as the server requires. Accents are dropped ("Café Menu" → "cafe-menu"); other scripts give "".
 * @example slugify('About us & terms') // 'about-us-terms'
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
}
