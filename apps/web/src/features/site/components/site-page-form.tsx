import { NumberInput, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import type { SitePage, SitePageInput, SitePageKind } from '@cashier/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ownDirection } from '@/components/own-direction';
import { PictureInput } from '@/components/picture-input';
import { fieldErrors, isApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useSaveSitePage } from '../api';
import { slugify } from './slug';
import { FormActions } from '@/components/form-actions';

type Field = 'slug' | 'titleEn' | 'titleAr' | 'image' | 'sortOrder';

interface SitePageFormProps {
  kind: SitePageKind;
  entry: SitePage | null;
  onSaved: (entry: SitePage) => void;
  onCancel: () => void;
}

/** One website entry in English and Arabic side by side; a slide needs its picture. */
export function SitePageForm({ kind, entry, onSaved, onCancel }: SitePageFormProps) {
  const { t } = useTranslation();
  const save = useSaveSitePage(entry?.id ?? null);
  const [titleEn, setTitleEn] = useState(entry?.titleEn ?? '');
  const [titleAr, setTitleAr] = useState(entry?.titleAr ?? '');
  const [bodyEn, setBodyEn] = useState(entry?.bodyEn ?? '');
  const [bodyAr, setBodyAr] = useState(entry?.bodyAr ?? '');
  const [slug, setSlug] = useState(entry?.slug ?? '');
  // A new entry's slug follows its English title until someone types one.
  const [slugTouched, setSlugTouched] = useState(entry !== null);
  const [image, setImage] = useState(entry?.image ?? null);
  const [sortOrder, setSortOrder] = useState<number | string>(entry?.sortOrder ?? 0);
  const [active, setActive] = useState(entry?.active ?? true);
  const [missing, setMissing] = useState<Partial<Record<Field, string>>>({});

  const server = fieldErrors(save.error);
  const taken = isApiError(save.error) && save.error.status === 409;
  const errors: Partial<Record<Field, string>> = {
    slug: server.slug && (taken ? t('site.slugTaken') : t('site.slugInvalid')),
    titleEn: server.titleEn && t('site.titleInvalid'),
    titleAr: server.titleAr && t('site.titleInvalid'),
    image: server.image && t('site.imageInvalid'),
    sortOrder: server.sortOrder && t('site.sortOrderInvalid'),
    ...missing,
  };

  // Typing in a field clears its message (a server one too: it was about the old value).
  const typed = (field: Field) => {
    setMissing(({ [field]: _, ...rest }) => rest);
    if (fieldErrors(save.error)[field]) save.reset();
  };
  const changeTitleEn = (value: string) => {
    setTitleEn(value);
    typed('titleEn');
    if (!slugTouched) {
      setSlug(slugify(value));
      typed('slug');
    }
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const required: Partial<Record<Field, string>> = {};
    if (!titleEn.trim()) required.titleEn = t('common.required');
    if (!titleAr.trim()) required.titleAr = t('common.required');
    if (!slug.trim()) required.slug = t('common.required');
    if (kind === 'slider' && !image) required.image = t('site.slideNeedsPicture');
    setMissing(required);
    if (Object.keys(required).length) return;
    const body: SitePageInput = {
      kind,
      slug: slug.trim(),
      titleEn: titleEn.trim(),
      titleAr: titleAr.trim(),
      bodyEn,
      bodyAr,
      image,
      sortOrder: typeof sortOrder === 'number' ? sortOrder : 0,
      active,
    };
    save.mutate(body, {
      onSuccess: (answer) => onSaved(answer.page),
      onError: (e) => {
        if (!Object.keys(fieldErrors(e)).length) notifyError(e, t('common.saveFailed'));
      },
    });
  }

  const bodyLabel = kind === 'slider' ? 'site.text' : 'site.body';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
          <Stack gap="sm" lang="en">
            <Title order={4} size="h5">
              {t('site.english')}
            </Title>
            <TextInput
              label={t('site.titleEn')}
              dir="ltr"
              styles={ownDirection}
              value={titleEn}
              onChange={(e) => changeTitleEn(e.currentTarget.value)}
              error={errors.titleEn}
              maxLength={160}
              required
              data-autofocus
            />
            <Textarea
              label={t(`${bodyLabel}En`)}
              dir="ltr"
              styles={ownDirection}
              value={bodyEn}
              onChange={(e) => setBodyEn(e.currentTarget.value)}
              autosize
              minRows={kind === 'page' ? 6 : 3}
              maxRows={16}
              maxLength={20_000}
            />
          </Stack>
          <Stack gap="sm" lang="ar">
            <Title order={4} size="h5">
              {t('site.arabic')}
            </Title>
            <TextInput
              label={t('site.titleAr')}
              dir="rtl"
              styles={ownDirection}
              value={titleAr}
              onChange={(e) => {
                setTitleAr(e.currentTarget.value);
                typed('titleAr');
              }}
              error={errors.titleAr}
              maxLength={160}
              required
            />
            <Textarea
              label={t(`${bodyLabel}Ar`)}
              dir="rtl"
              styles={ownDirection}
              value={bodyAr}
              onChange={(e) => setBodyAr(e.currentTarget.value)}
              autosize
              minRows={kind === 'page' ? 6 : 3}
              maxRows={16}
              maxLength={20_000}
            />
          </Stack>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <TextInput
            label={t('site.slug')}
            description={t(`site.slugHint.${kind}`)}
            dir="ltr"
            styles={ownDirection}
            value={slug}
            onChange={(e) => {
              setSlugTouched(true);
              setSlug(e.currentTarget.value);
              typed('slug');
            }}
            error={errors.slug}
            maxLength={80}
            required
          />
          <NumberInput
            label={t('common.sortOrder')}
            description={t('common.sortOrderHint')}
            value={sortOrder}
            onChange={setSortOrder}
            min={0}
            max={10_000}
            allowDecimal={false}
            allowNegative={false}
            error={errors.sortOrder}
          />
        </SimpleGrid>
        <PictureInput
          label={kind === 'slider' ? t('site.slidePicture') : t('site.picture')}
          value={image}
          onChange={(url) => {
            setImage(url);
            typed('image');
          }}
          error={errors.image}
        />
        <Switch
          size="md"
          label={t('site.published')}
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
        />
        <FormActions saving={save.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
