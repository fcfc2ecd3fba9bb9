import {
  Alert,
  Button,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { SettingKey } from '@cashier/contracts';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ownDirection } from '@/components/own-direction';
import { fieldErrors } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSaveSettings } from '../api';
import { CurrencySelect } from './currency-select';
import {
  changedValues,
  initialValues,
  isGeneralKey,
  toSettingValues,
  type GeneralKey,
  type GeneralValues,
  type Problem,
} from './general-values';
import { LanguagesField } from './languages-field';
import { LogoField } from './logo-field';
import { PercentInput } from './percent-input';
import { TimezoneSelect } from './timezone-select';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Title order={3} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The restaurant's general settings, saved together in one all-or-nothing request. */
export function GeneralForm({ saved }: { saved: Partial<Record<SettingKey, string>> }) {
  const { t } = useTranslation();
  const save = useSaveSettings();
  const [values, setValues] = useState<GeneralValues>(() => initialValues(saved));
  const [problems, setProblems] = useState<Partial<Record<GeneralKey, Problem>>>({});
  const form = useRef<HTMLFormElement>(null);
  // The form is long: after a refused save, take the person to the first field to fix.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problems, save.error]);
  // Editing a field clears its own message; the others stay until the next save.
  const set = <K extends GeneralKey>(key: K, value: GeneralValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setProblems(({ [key]: _, ...rest }) => rest);
    if (fieldErrors(save.error)[key]) save.reset();
  };

  // The server's messages are English; each key gets its own translated one instead.
  const serverFields = Object.keys(fieldErrors(save.error)).filter(isGeneralKey);
  const error = (key: GeneralKey): string | undefined => {
    const problem = problems[key] ?? (serverFields.includes(key) ? 'invalid' : undefined);
    if (problem === 'required') return t('common.required');
    if (problem === 'percentFormat') return t('settings.errors.percentFormat');
    return problem ? t(`settings.errors.${key}`) : undefined;
  };
  const currencyChanged = values.currency !== (saved.currency || 'SAR');

  function send(changes: Partial<Record<GeneralKey, string>>) {
    save.mutate(
      { values: changes },
      {
        onSuccess: () => notifySuccess(t('settings.saved')),
        onError: (e) => {
          if (!Object.keys(fieldErrors(e)).some(isGeneralKey)) notifyError(e, t('common.saveFailed'));
        },
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    save.reset();
    const checked = toSettingValues(values);
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    const changes = changedValues(checked.values, saved);
    if (!Object.keys(changes).length) return notifySuccess(t('settings.nothingChanged'));
    if (!changes.currency) return send(changes);
    modals.openConfirmModal({
      title: t('settings.currencyConfirmTitle', { code: changes.currency }),
      children: t('settings.currencyWarning'),
      labels: { confirm: t('settings.currencyConfirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'orange' },
      onConfirm: () => send(changes),
    });
  }

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <Stack gap="lg" maw={1040}>
        <Section title={t('settings.sections.restaurant')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('settings.restaurantName')}
              value={values.restaurant_name}
              onChange={(e) => set('restaurant_name', e.currentTarget.value)}
              error={error('restaurant_name')}
              maxLength={120}
              required
            />
            <TextInput
              label={t('settings.phone')}
              type="tel"
              dir="ltr"
              styles={ownDirection}
              value={values.phone}
              onChange={(e) => set('phone', e.currentTarget.value)}
              error={error('phone')}
              maxLength={40}
            />
            <TextInput
              label={t('settings.vatNumber')}
              dir="ltr"
              styles={ownDirection}
              value={values.vat_number}
              onChange={(e) => set('vat_number', e.currentTarget.value)}
              error={error('vat_number')}
              maxLength={40}
            />
            <Textarea
              label={t('settings.address')}
              value={values.address}
              onChange={(e) => set('address', e.currentTarget.value)}
              error={error('address')}
              maxLength={500}
              autosize
              minRows={2}
            />
          </SimpleGrid>
        </Section>

        <Section title={t('settings.sections.logos')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
            <LogoField
              label={t('settings.logo')}
              height={50}
              value={values.logo}
              onChange={(url) => set('logo', url)}
              error={error('logo')}
            />
            <LogoField
              label={t('settings.smallLogo')}
              height={24}
              value={values.small_logo}
              onChange={(url) => set('small_logo', url)}
              error={error('small_logo')}
            />
          </SimpleGrid>
        </Section>

        <Section title={t('settings.sections.money')}>
          <Stack gap="md">
            <CurrencySelect
              value={values.currency}
              onChange={(code) => set('currency', code)}
              error={error('currency')}
            />
            {currencyChanged && (
              <Alert color="orange" icon={<IconAlertTriangle />} title={t('settings.currencyChangeTitle')}>
                {t('settings.currencyWarning')}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <PercentInput
                label={t('settings.taxRate')}
                description={t('settings.percentHint')}
                value={values.tax_rate_bp}
                onChange={(v) => set('tax_rate_bp', v)}
                error={error('tax_rate_bp')}
              />
              <PercentInput
                label={t('settings.serviceCharge')}
                description={t('settings.percentHint')}
                value={values.service_charge_bp}
                onChange={(v) => set('service_charge_bp', v)}
                error={error('service_charge_bp')}
              />
              <PercentInput
                label={t('settings.discountApproval')}
                description={t('settings.discountApprovalHint')}
                value={values.discount_approval_bp}
                onChange={(v) => set('discount_approval_bp', v)}
                error={error('discount_approval_bp')}
              />
            </SimpleGrid>
            <Radio.Group
              label={t('settings.taxMode')}
              value={values.tax_inclusive ? 'inclusive' : 'exclusive'}
              onChange={(v) => set('tax_inclusive', v === 'inclusive')}
              error={error('tax_inclusive')}
            >
              <Stack mt="xs" gap="sm">
                <Radio value="inclusive" label={t('settings.taxInclusive')} size="md" />
                <Radio value="exclusive" label={t('settings.taxExclusive')} size="md" />
              </Stack>
            </Radio.Group>
          </Stack>
        </Section>

        <Section title={t('settings.sections.region')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
            <TimezoneSelect
              value={values.timezone}
              onChange={(zone) => set('timezone', zone)}
              error={error('timezone')}
            />
            <LanguagesField
              languages={values.languages}
              defaultLanguage={values.default_language}
              onChange={(languages, defaultLanguage) =>
                setValues((v) => ({ ...v, languages, default_language: defaultLanguage }))
              }
              error={error('default_language') ?? error('languages')}
            />
          </SimpleGrid>
        </Section>

        <Section title={t('settings.sections.receipt')}>
          <Textarea
            label={t('settings.receiptFooter')}
            description={t('settings.receiptFooterHint')}
            value={values.receipt_footer}
            onChange={(e) => set('receipt_footer', e.currentTarget.value)}
            error={error('receipt_footer')}
            maxLength={500}
            autosize
            minRows={2}
          />
        </Section>

        <Group>
          <Button type="submit" size="md" loading={save.isPending}>
            {t('common.save')}
          </Button>
          <Button
            variant="default"
            size="md"
            onClick={() => {
              setValues(initialValues(saved));
              setProblems({});
              save.reset();
            }}
            disabled={save.isPending}
          >
            {t('settings.undo')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
