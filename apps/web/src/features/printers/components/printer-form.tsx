import { Grid, Input, NumberInput, SegmentedControl, Select, Stack, Switch, TextInput } from '@mantine/core';
import {
  PAPER_WIDTHS,
  PRINTER_CONNECTIONS,
  PRINTER_KINDS,
  type Printer,
  type PrinterInput,
} from '@cashier/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ownDirection } from '@/components/own-direction';
import { fieldErrors, isApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { useSavePrinter } from '../api';
import { FormActions } from '@/components/form-actions';

type Kind = Printer['kind'];
type Connection = Printer['connection'];
type Paper = Printer['paperWidth'];
type Field = 'name' | 'host' | 'port';

interface PrinterFormProps {
  printer: Printer | null;
  onSaved: (printer: Printer) => void;
  onCancel: () => void;
}

export function PrinterForm({ printer, onSaved, onCancel }: PrinterFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSavePrinter(printer?.id ?? null);
  const [name, setName] = useState(printer?.name ?? '');
  const [kind, setKind] = useState<Kind>(printer?.kind ?? 'receipt');
  const [connection, setConnection] = useState<Connection>(printer?.connection ?? 'network');
  const [host, setHost] = useState(printer?.host ?? '');
  const [port, setPort] = useState<number | string>(printer?.port ?? '');
  const [paperWidth, setPaperWidth] = useState<Paper>(printer?.paperWidth ?? 80);
  const [active, setActive] = useState(printer?.active ?? true);
  const [missing, setMissing] = useState<Partial<Record<Field, string>>>({});
  const network = connection === 'network';
  // Typing in a field clears its message (a server one too: it was about the old value).
  const typed = (field: Field) => {
    setMissing(({ [field]: _, ...rest }) => rest);
    if (fieldErrors(save.error)[field]) save.reset();
  };

  // The server's messages are English; the fields it names get a translated one.
  const server = fieldErrors(save.error);
  const duplicate = isApiError(save.error) && save.error.status === 409;
  const errors: Partial<Record<Field, string>> = {
    name: server.name && (duplicate ? t('printers.nameTaken') : t('common.required')),
    host: server.host && (host.trim() ? t('printers.hostInvalid') : t('printers.hostRequired')),
    port: server.port && t('printers.portInvalid'),
    ...missing,
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const required: Partial<Record<Field, string>> = {};
    if (!name.trim()) required.name = t('common.required');
    if (network && !host.trim()) required.host = t('printers.hostRequired');
    setMissing(required);
    if (Object.keys(required).length) return;
    const body: PrinterInput = {
      name: name.trim(),
      kind,
      connection,
      host: network ? host.trim() : null,
      port: network && typeof port === 'number' ? port : null,
      paperWidth,
      active,
    };
    save.mutate(body, {
      onSuccess: (answer) => onSaved(answer.printer),
      onError: (e) => {
        if (!Object.keys(fieldErrors(e)).length) notifyError(e, t('common.saveFailed'));
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('printers.name')}
          description={t('printers.nameHint')}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            typed('name');
          }}
          error={errors.name}
          maxLength={80}
          required
          data-autofocus
        />
        <Select
          label={t('printers.kind')}
          data={PRINTER_KINDS.map((k) => ({ value: k, label: t(`printers.kinds.${k}`) }))}
          value={kind}
          onChange={(k) => k && setKind(k as Kind)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Input.Wrapper
          label={t('printers.connection')}
          labelElement="div"
          description={t(`printers.connectionHints.${connection}`)}
          inputWrapperOrder={['label', 'input', 'description']}
        >
          <SegmentedControl
            aria-label={t('printers.connection')}
            data={PRINTER_CONNECTIONS.map((c) => ({ value: c, label: t(`printers.connections.${c}`) }))}
            value={connection}
            onChange={(c) => setConnection(c as Connection)}
            fullWidth
            my={4}
          />
        </Input.Wrapper>
        {network && (
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, xs: 8 }}>
              <TextInput
                label={t('printers.host')}
                description={t('printers.hostHint')}
                value={host}
                onChange={(e) => {
                  setHost(e.currentTarget.value);
                  typed('host');
                }}
                error={errors.host}
                dir="ltr"
                styles={ownDirection}
                maxLength={253}
                required
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 4 }}>
              <NumberInput
                label={t('printers.port')}
                description={t('printers.portHint')}
                value={port}
                onChange={(value) => {
                  setPort(value);
                  typed('port');
                }}
                placeholder="9100"
                min={1}
                max={65535}
                allowDecimal={false}
                allowNegative={false}
                error={errors.port}
                dir="ltr"
                styles={ownDirection}
              />
            </Grid.Col>
          </Grid>
        )}
        <Input.Wrapper label={t('printers.paper')} labelElement="div">
          <SegmentedControl
            aria-label={t('printers.paper')}
            data={PAPER_WIDTHS.map((w) => ({
              value: String(w),
              label: t('printers.paperMm', { mm: formatNumber(w, locale) }),
            }))}
            value={String(paperWidth)}
            onChange={(w) => setPaperWidth(w === '58' ? 58 : 80)}
            fullWidth
            mt={4}
          />
        </Input.Wrapper>
        <Switch
          size="md"
          label={t('common.active')}
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
        />
        <FormActions saving={save.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
