import { Autocomplete, Group, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { DiningTable } from '@cashier/contracts';
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, isApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useLocalizedPath } from '@/lib/paths';
import { useSaveTable, type TableBody } from '../api';
import { FormActions } from '@/components/form-actions';

interface TableFormProps {
  table: DiningTable | null;
  /** Areas already in use, offered as suggestions. */
  areas: string[];
  onSaved: () => void;
}

const whole = (value: number | string, fallback: number) => (typeof value === 'number' ? value : fallback);

/** The one server message a manager meets often (a name already used), in the UI language. */
function tableFieldErrors(error: unknown, t: TFunction): Record<string, string> {
  const fields = { ...fieldErrors(error) };
  if (fields.name && isApiError(error) && error.status === 409) fields.name = t('tables.nameTaken');
  return fields;
}

export function TableForm({ table, areas, onSaved }: TableFormProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const save = useSaveTable(table?.id ?? null);
  const [name, setName] = useState(table?.name ?? '');
  const [seats, setSeats] = useState<number | string>(table?.seats ?? 4);
  const [area, setArea] = useState(table?.area ?? '');
  const [posX, setPosX] = useState<number | string>(table?.posX ?? 0);
  const [posY, setPosY] = useState<number | string>(table?.posY ?? 0);
  const [active, setActive] = useState(table?.active ?? true);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const errors = { ...tableFieldErrors(save.error, t), ...missing };

  function submit(event: FormEvent) {
    event.preventDefault();
    const required: Record<string, string> = {};
    if (!name.trim()) required.name = t('common.required');
    if (typeof seats !== 'number') required.seats = t('common.required');
    setMissing(required);
    if (Object.keys(required).length) return;
    // The update replaces the table's details, so every field goes every time.
    const body: TableBody = {
      name: name.trim(),
      seats: whole(seats, 1),
      area: area.trim() || null,
      posX: whole(posX, 0),
      posY: whole(posY, 0),
      active,
    };
    save.mutate(body, { onSuccess: onSaved, onError: (e) => notifyError(e, t('common.saveFailed')) });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={640}>
        <TextInput
          label={t('tables.name')}
          description={t('tables.nameHint')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          maxLength={40}
          autoComplete="off"
          required
        />
        <NumberInput
          label={t('tables.seats')}
          value={seats}
          onChange={setSeats}
          min={1}
          max={50}
          allowDecimal={false}
          allowNegative={false}
          error={errors.seats}
          maw={200}
          required
        />
        <Autocomplete
          label={t('tables.area')}
          description={t('tables.areaHint')}
          value={area}
          onChange={setArea}
          data={areas}
          error={errors.area}
          maxLength={60}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('tables.position')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('tables.positionHint')}
          </Text>
          <Group gap="md" align="flex-start">
            <NumberInput
              label={t('tables.posX')}
              value={posX}
              onChange={setPosX}
              min={0}
              max={100_000}
              allowDecimal={false}
              allowNegative={false}
              error={errors.posX}
              w={140}
            />
            <NumberInput
              label={t('tables.posY')}
              value={posY}
              onChange={setPosY}
              min={0}
              max={100_000}
              allowDecimal={false}
              allowNegative={false}
              error={errors.posY}
              w={140}
            />
          </Group>
        </Stack>
        <Switch
          label={t('tables.inUse')}
          description={t('tables.inUseHint')}
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
          error={errors.active}
        />
        <FormActions saving={save.isPending} cancelTo={to('/admin/tables?view=list')} />
      </Stack>
    </form>
  );
}
