import {
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Title,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { SitePageInput, type SitePage, type SitePageKind } from '@cashier/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@cashier/ui/form-actions';
import { LanguageTextarea, LanguageTextInput } from '@cashier/ui/language-inputs';
import { ownDirection } from '@cashier/ui/own-direction';
import { PictureInput } from '@/components/picture-input';
import { SortOrderInput } from '@cashier/ui/sort-order-input';
import { fieldErrors } from '@cashier/web-core/api-client';
import { useSchemaForm } from '@/lib/form';
import { numberField } from '@/lib/form-schema';
import type { Locale } from '@cashier/web-core/locale';
import { notifyError } from '@/lib/notify';
import { serverFieldErrors, type FieldWords } from '@/lib/server-errors';
import { formRule } from '@/lib/zod-message';
import { useSaveSitePage } from '../api';
import { slugify } from './slug';

/** The entry body, with the sort order as its NumberInput holds it; a slide needs its picture. */
function sitePageSchema(kind: SitePageKind) {
  return SitePageInput.extend({ sortOrder: numberField(SitePageInput.shape.sortOrder) }).refine(
    (v) => kind !== 'slider' || v.image,
    { path: ['image'], params: formRule('site.slideNeedsPicture'), when: () => true },
  );
}

interface LanguageColumnProps {
  language: Locale;
  heading: string;
  title: TextInputProps;
  body: TextareaProps;
  autoFocus?: boolean;
}

/** One language's half of an entry: its title and text, written in that language's direction. */
function LanguageColumn({ language, heading, title, body, autoFocus = false }: LanguageColumnProps) {
  return (
    <Stack gap="sm" lang={language}>
      <Title order={4} size="h5">
        {heading}
      </Title>
      <LanguageTextInput
        language={language}
        maxLength={160}
        required
        data-autofocus={autoFocus || undefined}
        {...title}
      />
      <LanguageTextarea language={language} autosize maxRows={16} maxLength={20_000} {...body} />
    </Stack>
  );
}

/** A new entry starts published with no picture; an existing one as saved. */
function initialEntry(kind: SitePageKind, entry: SitePage | null) {
  const { slug = '', titleEn = '', titleAr = '', bodyEn = '', bodyAr = '' } = entry ?? {};
  const { image = null, sortOrder = 0, active = true } = entry ?? {};
  return { kind, slug, titleEn, titleAr, bodyEn, bodyAr, image, sortOrder, active };
}

const serverWords: FieldWords = {
  400: {
    slug: 'validation.slug',
    titleEn: 'site.titleInvalid',
    titleAr: 'site.titleInvalid',
    image: 'validation.picture',
    sortOrder: 'site.sortOrderInvalid',
  },
  409: { slug: 'site.slugTaken' },
};

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
  const schema = useMemo(() => sitePageSchema(kind), [kind]);
  const form = useSchemaForm({
    schema,
    initialValues: initialEntry(kind, entry),
  });
  // A new entry's slug follows its English title until someone types one.
  const [slugTouched, setSlugTouched] = useState(entry !== null);

  const submit = form.onSubmit((body) =>
    save.mutate(body, {
      onSuccess: (answer) => onSaved(answer.page),
      onError: (e) => {
        form.setErrors(serverFieldErrors(e, t, serverWords));
        if (!Object.keys(fieldErrors(e)).length) notifyError(e, t('common.saveFailed'));
      },
    }),
  );

  const bodyLabel = kind === 'slider' ? 'site.text' : 'site.body';
  const minRows = kind === 'page' ? 6 : 3;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
          <LanguageColumn
            language="en"
            heading={t('site.english')}
            autoFocus
            title={{
              label: t('site.titleEn'),
              ...form.getInputProps('titleEn'),
              onChange: (e) => {
                form.setFieldValue('titleEn', e.currentTarget.value);
                if (!slugTouched) form.setFieldValue('slug', slugify(e.currentTarget.value));
              },
            }}
            body={{ label: t(`${bodyLabel}En`), minRows, ...form.getInputProps('bodyEn') }}
          />
          <LanguageColumn
            language="ar"
            heading={t('site.arabic')}
            title={{ label: t('site.titleAr'), ...form.getInputProps('titleAr') }}
            body={{ label: t(`${bodyLabel}Ar`), minRows, ...form.getInputProps('bodyAr') }}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <TextInput
            label={t('site.slug')}
            description={t(`site.slugHint.${kind}`)}
            dir="ltr"
            styles={ownDirection}
            maxLength={80}
            required
            {...form.getInputProps('slug')}
            onChange={(e) => {
              setSlugTouched(true);
              form.setFieldValue('slug', e.currentTarget.value);
            }}
          />
          <SortOrderInput withHint max={10_000} {...form.getInputProps('sortOrder')} />
        </SimpleGrid>
        <PictureInput
          label={kind === 'slider' ? t('site.slidePicture') : t('site.picture')}
          {...form.getInputProps('image')}
        />
        <Switch
          size="md"
          label={t('site.published')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FormActions saving={save.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
