import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@cashier/web-core/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePrinterRules, useSavePrinterRules } from '../api';

/**
 * Where printers may point beyond the default (ports 9100–9109, loopback and the local network):
 * more ports, and addresses refused by default such as a link-local printer. For an owner who
 * knows their network; the server checks every printer against this when it is saved and sent to.
 */
export function PrinterRules() {
  const saved = usePrinterRules();
  if (!saved.data) return null;
  return (
    <RulesForm
      ports={saved.data.printer_allowed_ports ?? ''}
      hosts={saved.data.printer_allowed_hosts ?? ''}
    />
  );
}

function RulesForm(initial: { ports: string; hosts: string }) {
  const { t } = useTranslation();
  const save = useSavePrinterRules();
  const [ports, setPorts] = useState(initial.ports);
  const [hosts, setHosts] = useState(initial.hosts);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () =>
    save.mutate(
      { printer_allowed_ports: ports.trim(), printer_allowed_hosts: hosts.trim() },
      {
        onSuccess: () => {
          setErrors({});
          notifySuccess(t('printers.rules.saved'));
        },
        onError: (error) => {
          setErrors(error instanceof ApiRequestError ? error.fields : {});
          notifyError(error, t('printers.rules.failed'));
        },
      },
    );
  return (
    <Paper withBorder radius="md" p="md" mt="lg" component="section" aria-labelledby="printer-rules">
      <Stack gap="sm">
        <Title order={3} size="h5" id="printer-rules">
          {t('printers.rules.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('printers.rules.intro')}
        </Text>
        <TextInput
          label={t('printers.rules.ports')}
          description={t('printers.rules.portsHint')}
          value={ports}
          onChange={(e) => setPorts(e.currentTarget.value)}
          error={errors.printer_allowed_ports}
          dir="ltr"
        />
        <TextInput
          label={t('printers.rules.hosts')}
          description={t('printers.rules.hostsHint')}
          value={hosts}
          onChange={(e) => setHosts(e.currentTarget.value)}
          error={errors.printer_allowed_hosts}
          dir="ltr"
        />
        <Group>
          <Button onClick={submit} loading={save.isPending}>
            {t('printers.rules.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
