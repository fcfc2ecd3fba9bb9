import {
  Alert,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '@cashier/ui/contact-inputs';
import { MoneyInput } from '@cashier/ui/money-input';
import { ownDirection } from '@cashier/ui/own-direction';
import type { SchemaForm } from '@/lib/form';
import { CurrencySelect } from './currency-select';
import type { GeneralFormSchema } from './general-values';
import { LanguagesField } from './languages-field';
import { LogoField } from './logo-field';
import { PercentInput } from './percent-input';
import { TimezoneSelect } from './timezone-select';

type GeneralForm = SchemaForm<typeof GeneralFormSchema>;

/** 00:00 to 12:00: the local hour a business day starts. */
const DAY_START_HOURS = Array.from({ length: 13 }, (_, h) => ({
  value: String(h),
  label: `${String(h).padStart(2, '0')}:00`,
}));
type Bound =
  | 'currency'
  | 'timezone'
  | 'logo'
  | 'small_logo'
  | 'tax_rate_bp'
  | 'service_charge_bp'
  | 'discount_approval_bp';

/** Input props for a field component of this form, with its value typed. */
function bind<K extends Bound>(form: GeneralForm, key: K) {
  return { ...form.getInputProps(key), value: form.values[key] };
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Title order={3} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function RestaurantSection({ form }: { form: GeneralForm }) {
  const { t } = useTranslation();
  return (
    <Section title={t('settings.sections.restaurant')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('settings.restaurantName')}
          maxLength={120}
          required
          {...form.getInputProps('restaurant_name')}
        />
        <PhoneInput label={t('settings.phone')} maxLength={40} {...form.getInputProps('phone')} />
        <TextInput
          label={t('settings.sellerName')}
          description={t('settings.sellerNameHint')}
          maxLength={200}
          placeholder={form.values.restaurant_name}
          {...form.getInputProps('seller_name')}
        />
        <TextInput
          label={t('settings.vatNumber')}
          description={t('settings.vatNumberHint')}
          dir="ltr"
          styles={ownDirection}
          maxLength={40}
          {...form.getInputProps('vat_number')}
        />
        <TextInput
          label={t('settings.feedbackContact')}
          description={t('settings.feedbackContactHint')}
          type="text"
          inputMode="email"
          dir="ltr"
          styles={ownDirection}
          maxLength={300}
          placeholder="feedback@example.com"
          {...form.getInputProps('feedback_contact')}
        />
        <Textarea
          label={t('settings.address')}
          maxLength={500}
          autosize
          minRows={2}
          {...form.getInputProps('address')}
        />
      </SimpleGrid>
    </Section>
  );
}

export function LogosSection({ form }: { form: GeneralForm }) {
  const { t } = useTranslation();
  return (
    <Section title={t('settings.sections.logos')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <LogoField label={t('settings.logo')} height={50} {...bind(form, 'logo')} />
        <LogoField label={t('settings.smallLogo')} height={24} {...bind(form, 'small_logo')} />
      </SimpleGrid>
    </Section>
  );
}

/** Currency, tax, service charge and the discount a manager must approve. */
export function MoneySection({ form, currencyChanged }: { form: GeneralForm; currencyChanged: boolean }) {
  const { t } = useTranslation();
  const { tax_inclusive: inclusive } = form.values;
  return (
    <Section title={t('settings.sections.money')}>
      <Stack gap="md">
        <CurrencySelect {...bind(form, 'currency')} />
        {currencyChanged && (
          <Alert color="orange" icon={<IconAlertTriangle />} title={t('settings.currencyChangeTitle')}>
            {t('settings.currencyWarning')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <PercentInput
            label={t('settings.taxRate')}
            description={t('settings.percentHint')}
            {...bind(form, 'tax_rate_bp')}
          />
          <PercentInput
            label={t('settings.serviceCharge')}
            description={t('settings.percentHint')}
            {...bind(form, 'service_charge_bp')}
          />
          <PercentInput
            label={t('settings.discountApproval')}
            description={t('settings.discountApprovalHint')}
            {...bind(form, 'discount_approval_bp')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MoneyInput
            currency={form.values.currency}
            label={t('settings.cashDifferenceLimit', { currency: form.values.currency })}
            description={t('settings.cashDifferenceLimitHint')}
            {...form.getInputProps('cash_difference_limit')}
          />
          <MoneyInput
            currency={form.values.currency}
            label={t('settings.payoutApprovalLimit', { currency: form.values.currency })}
            description={t('settings.payoutApprovalLimitHint')}
            {...form.getInputProps('payout_approval_limit')}
          />
        </SimpleGrid>
        <Switch
          size="md"
          label={t('settings.cashNeedsShift')}
          description={t('settings.cashNeedsShiftHint')}
          {...form.getInputProps('cash_needs_shift', { type: 'checkbox' })}
        />
        <Switch
          size="md"
          label={t('settings.showsExpected')}
          description={t('settings.showsExpectedHint')}
          {...form.getInputProps('shift_close_shows_expected', { type: 'checkbox' })}
        />
        <Radio.Group
          label={t('settings.taxMode')}
          value={inclusive ? 'inclusive' : 'exclusive'}
          onChange={(v) => form.setFieldValue('tax_inclusive', v === 'inclusive')}
          error={form.errors.tax_inclusive}
        >
          <Stack mt="xs" gap="sm">
            <Radio value="inclusive" label={t('settings.taxInclusive')} size="md" />
            <Radio value="exclusive" label={t('settings.taxExclusive')} size="md" />
          </Stack>
        </Radio.Group>
      </Stack>
    </Section>
  );
}

export function RegionSection({ form }: { form: GeneralForm }) {
  const { t } = useTranslation();
  const { languages, default_language: defaultLanguage } = form.values;
  return (
    <Section title={t('settings.sections.region')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Stack gap="md">
          <TimezoneSelect {...bind(form, 'timezone')} />
          <Select
            label={t('settings.dayStartHour')}
            description={t('settings.dayStartHourHint')}
            data={DAY_START_HOURS}
            allowDeselect={false}
            {...form.getInputProps('day_start_hour')}
          />
        </Stack>
        <LanguagesField
          languages={languages}
          defaultLanguage={defaultLanguage}
          onChange={(next, nextDefault) => {
            form.setFieldValue('languages', next);
            form.setFieldValue('default_language', nextDefault);
          }}
          error={form.errors.default_language ?? form.errors.languages}
        />
      </SimpleGrid>
    </Section>
  );
}

export function ReceiptSection({ form }: { form: GeneralForm }) {
  const { t } = useTranslation();
  return (
    <Section title={t('settings.sections.receipt')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Textarea
          label={t('settings.receiptFooter')}
          description={t('settings.receiptFooterHint')}
          maxLength={500}
          autosize
          minRows={2}
          {...form.getInputProps('receipt_footer')}
        />
        <Textarea
          label={t('settings.receiptFooterAr')}
          description={t('settings.receiptFooterArHint')}
          maxLength={500}
          autosize
          minRows={2}
          dir="rtl"
          lang="ar"
          {...form.getInputProps('receipt_footer_ar')}
        />
      </SimpleGrid>
    </Section>
  );
}
