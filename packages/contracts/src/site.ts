import { z } from 'zod';
import { Resp, SafeString, Text, Timestamp } from './common.ts';
import { SITE_PAGE_KINDS } from './constants.ts';
import { says } from './messages/index.ts';

const imagePath = z.string().regex(/^\/(uploads|demo)\/[A-Za-z0-9._-]+$/, says.uploadedPicture);

export const SitePage = z.object({
  id: z.number().int(),
  kind: z.enum(SITE_PAGE_KINDS),
  slug: z.string(),
  titleEn: z.string(),
  titleAr: z.string(),
  bodyEn: z.string(),
  bodyAr: z.string(),
  image: z.string().nullable(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  updatedAt: Timestamp,
});
export type SitePage = z.infer<typeof SitePage>;

/** Create and update take the whole entry; the slug is unique within its kind. */
export const SitePageInput = z.object({
  kind: z.enum(SITE_PAGE_KINDS),
  slug: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, says.slug),
  titleEn: Text(160),
  titleAr: Text(160),
  bodyEn: SafeString({ multiline: true }).max(20_000).default(''),
  bodyAr: SafeString({ multiline: true }).max(20_000).default(''),
  image: imagePath.nullish().transform((v) => v ?? null),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
  active: z.boolean().default(true),
});
export type SitePageInput = z.input<typeof SitePageInput>;

export const SitePageFilter = z.object({ kind: z.enum(SITE_PAGE_KINDS).optional() });
export const SitePagesResponse = z.object({ pages: z.array(SitePage) });
export type SitePagesResponse = z.infer<typeof SitePagesResponse>;
export const SitePageResponse = z.object({ page: SitePage, resp: Resp });
export type SitePageResponse = z.infer<typeof SitePageResponse>;
