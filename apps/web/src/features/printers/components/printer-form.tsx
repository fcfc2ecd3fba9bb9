import { Select, Stack, Switch, TextInput } from '@mantine/core';
import { PRINTER_KINDS, type Printer } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@cashier/ui/form-actions';
import { fieldErrors } from '@cashier/web-core/api-client';
import { useSchemaForm } from '@/lib/form';
import { notifyError } from '@/lib/notify';
import { serverFieldErrors } from '@/lib/server-errors';
import { useSavePrinter } from '../api';
import { ConnectionFields, ModeField, PaperWidthField } from './printer-connection-fields';
import { PrinterFormSchema, printerFormValues } from './printer-form-schema';
import { KindFields } from './printer-kind-fields';

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
    initialValues: printerFormValues(printer),
    messages: { host: { required: t('printers.hostRequired') } },
  });

  const submit = form.onSubmit((body) =>
    save.mutate(body, {
      onSuccess: (answer) => onSaved(answer.printer),
      onError: (e) => {
        // The server's messages are English; the fields it names get a translated one. A station
        // deleted meanwhile (422) comes worded in the caller's language already.
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
        <KindFields form={form} />
        <ConnectionFields form={form} />
        {form.values.connection === 'network' && <ModeField form={form} />}
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
