import { Grid, Input, NumberInput, SegmentedControl, TextInput } from '@mantine/core';
import { PAPER_WIDTHS, PRINTER_CONNECTIONS, PRINTER_MODES } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { ownDirection } from '@cashier/ui/own-direction';
import { formatNumber } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import type { PrinterFormState } from './printer-form-schema';

type Form = { form: PrinterFormState };

/** How the printer is reached; a network printer's host and port. */
export function ConnectionFields({ form }: Form) {
  const { t } = useTranslation();
  const { connection } = form.values;
  const address = { dir: 'ltr', styles: ownDirection } as const;
  return (
    <>
      <Input.Wrapper
        label={t('printers.connection')}
        labelElement="div"
        description={t(`printers.connectionHints.${connection}`)}
        inputWrapperOrder={['label', 'input', 'description']}
      >
        <SegmentedControl
          aria-label={t('printers.connection')}
          data={PRINTER_CONNECTIONS.map((c) => ({ value: c, label: t(`printers.connections.${c}`) }))}
          fullWidth
          my={4}
          {...form.getInputProps('connection', { withError: false })}
        />
      </Input.Wrapper>
      {connection === 'network' && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, xs: 8 }}>
            <TextInput
              label={t('printers.host')}
              description={t('printers.hostHint')}
              maxLength={253}
              required
              {...address}
              {...form.getInputProps('host')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 4 }}>
            <NumberInput
              label={t('printers.port')}
              description={t('printers.portHint')}
              placeholder="9100"
              min={1}
              max={65535}
              allowDecimal={false}
              allowNegative={false}
              {...address}
              {...form.getInputProps('port')}
            />
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}

/**
 * Raster sends every line as a picture (Arabic joined and right to left on any printer); text
 * lets the printer write Latin lines in its own font. Only the server prints, so only a network
 * printer has a mode.
 */
export function ModeField({ form }: Form) {
  const { t } = useTranslation();
  const { mode } = form.values;
  return (
    <Input.Wrapper
      label={t('printers.mode')}
      labelElement="div"
      description={t(`printers.modeHints.${mode ?? 'raster'}`)}
      inputWrapperOrder={['label', 'input', 'description']}
    >
      <SegmentedControl
        aria-label={t('printers.mode')}
        data={PRINTER_MODES.map((m) => ({ value: m, label: t(`printers.modes.${m}`) }))}
        fullWidth
        my={4}
        {...form.getInputProps('mode', { withError: false })}
      />
    </Input.Wrapper>
  );
}

export function PaperWidthField({ form }: Form) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Input.Wrapper label={t('printers.paper')} labelElement="div">
      <SegmentedControl
        aria-label={t('printers.paper')}
        data={PAPER_WIDTHS.map((w) => ({
          value: String(w),
          label: t('printers.paperMm', { mm: formatNumber(w, locale) }),
        }))}
        value={String(form.values.paperWidth)}
        onChange={(w) => form.setFieldValue('paperWidth', w === '58' ? 58 : 80)}
        fullWidth
        mt={4}
      />
    </Input.Wrapper>
  );
}
