import { Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';
import type { Locale } from '@cashier/web-core/locale';
import { ownDirection } from './own-direction';

const DIRECTION = { en: 'ltr', ar: 'rtl' } as const;

/**
 * Text written in one language whatever the screen's: its `lang` (fonts, spell check) and its
 * direction, aligned by that direction, so an Arabic name starts at the right on an English page.
 */
export function LanguageTextInput({ language, ...props }: TextInputProps & { language: Locale }) {
  return <TextInput lang={language} dir={DIRECTION[language]} styles={ownDirection} {...props} />;
}

/** Longer text in one language (a description, a page's body); see {@link LanguageTextInput}. */
export function LanguageTextarea({ language, ...props }: TextareaProps & { language: Locale }) {
  return <Textarea lang={language} dir={DIRECTION[language]} styles={ownDirection} {...props} />;
}

interface NamePairProps {
  labels: { en: string; ar: string };
  /** Each name's input props (`form.getInputProps('nameEn')`). */
  en: TextInputProps;
  ar: TextInputProps;
  maxLength: number;
}

/** The English and Arabic names every menu item and category has, both required. */
export function NamePair({ labels, en, ar, maxLength }: NamePairProps) {
  return (
    <>
      <LanguageTextInput language="en" label={labels.en} maxLength={maxLength} required {...en} />
      <LanguageTextInput language="ar" label={labels.ar} maxLength={maxLength} required {...ar} />
    </>
  );
}
