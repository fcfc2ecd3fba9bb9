import { Grid, Input, NumberInput, SegmentedControl, Select, Stack, Switch, TextInput } from '@mantine/core';
import {
  PAPER_WIDTHS,
  PRINTER_CONNECTIONS,
  PRINTER_KINDS,
  PrinterInput,
  type Printer,
} from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '@/components/form-actions';
import { ownDirection } from '@/components/own-direction';
import { fieldErrors } from '@/lib/api-client';
import { useSchemaForm, type SchemaForm } from '@/lib/form';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { serverFieldErrors } from '@/lib/server-errors';
import { useSavePrinter } from '../api';

/**
 * The printer as the form holds it; a host and port typed before choosing another connection
 * stay in their boxes but are not sent. The contract then checks the body.
 */
const PrinterFormSchema = z
  .object({
    ...PrinterInput.shape,
    host: z.string(),
    port: z.union([z.number(), z.string()]),
  })
  .transform(({ host, port, ...printer }): z.input<typeof PrinterInput> =>
    printer.connection === 'network'
      ? { ...printer, host, port: typeof port === 'number' ? port : null }
      : { ...printer, host: null, port: null },
  )
  .pipe(PrinterInput);

type Form = SchemaForm<typeof PrinterFormSchema>;

/** How the printer is reached; a network printer's host and port. */
function ConnectionFields({ form }: { form: Form }) {
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

function PaperWidthField({ form }: { form: Form }) {
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

interface PrinterFormProps {
  printer: Printer | null;
  onSaved: (printer: Printer) => void;
  onCancel: () => void;
}

export function PrinterForm({ printer, onSaved, onCancel }: PrinterFormProps) {
  const { t } = useTranslation();
  const save = useSavePrinter(printer?.id ?? null);
  const form = useSchemaForm({
    schema: PrinterFormSchema,
    initialValues: {
      name: printer?.name ?? '',
      kind: printer?.kind ?? 'receipt',
      connection: printer?.connection ?? 'network',
      host: printer?.host ?? '',
      port: printer?.port ?? '',
      paperWidth: printer?.paperWidth ?? 80,
      active: printer?.active ?? true,
    },
    messages: { host: { required: t('printers.hostRequired') } },
  });

  const submit = form.onSubmit((body) =>
    save.mutate(body, {
      onSuccess: (answer) => onSaved(answer.printer),
      onError: (e) => {
        // The server's messages are English; the fields it names get a translated one.
        form.setErrors(
          serverFieldErrors(e, t, {
            400: { name: 'common.required', host: 'validation.host', port: 'validation.port' },
            409: { name: 'printers.nameTaken' },
          }),
        );
        if (!Object.keys(fieldErrors(e)).length) notifyError(e, t('common.saveFailed'));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('printers.name')}
          description={t('printers.nameHint')}
          maxLength={80}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Select
          label={t('printers.kind')}
          data={PRINTER_KINDS.map((k) => ({ value: k, label: t(`printers.kinds.${k}`) }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('kind')}
        />
        <ConnectionFields form={form} />
        <PaperWidthField form={form} />
        <Switch
          size="md"
          label={t('common.active')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FormActions saving={save.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
