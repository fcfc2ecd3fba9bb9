import { Autocomplete, Group, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { TableInput, type DiningTable } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@cashier/ui/form-actions';
import { saveOutcome, useSchemaForm, type SchemaForm } from '@/lib/form';
import { numberField } from '@/lib/form-schema';
import { useLocalizedPath } from '@/lib/paths';
import { serverFieldErrors } from '@/lib/server-errors';
import { useSaveTable } from '../api';

/** The table body, with the numbers as their NumberInputs hold them. */
const TableFormSchema = TableInput.extend({
  seats: numberField(TableInput.shape.seats),
  posX: numberField(TableInput.shape.posX),
  posY: numberField(TableInput.shape.posY),
});

interface TableFormProps {
  table: DiningTable | null;
  /** Areas already in use, offered as suggestions, with the Arabic name each has (or ''). */
  areas: Map<string, string>;
  onSaved: () => void;
}

const coordinate = { min: 0, max: 100_000, allowDecimal: false, allowNegative: false, w: 140 } as const;

/** The area's English and Arabic names; picking an area named in Arabic already brings its name. */
function AreaFields({
  form,
  areas,
}: {
  form: SchemaForm<typeof TableFormSchema>;
  areas: Map<string, string>;
}) {
  const { t } = useTranslation();
  const areaInput = form.getInputProps('area');
  // Saving the Arabic name renames the area on all its tables.
  const onArea = (value: string) => {
    form.setFieldValue('area', value);
    const arabic = areas.get(value.trim());
    if (arabic) form.setFieldValue('areaAr', arabic);
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Autocomplete
        label={t('tables.areaEn')}
        description={t('tables.areaHint')}
        data={[...areas.keys()]}
        maxLength={60}
        {...areaInput}
        onChange={onArea}
      />
      <TextInput
        label={t('tables.areaAr')}
        description={t('tables.areaArHint')}
        maxLength={60}
        dir="rtl"
        lang="ar"
        autoComplete="off"
        {...form.getInputProps('areaAr')}
      />
    </SimpleGrid>
  );
}

export function TableForm({ table, areas, onSaved }: TableFormProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const save = useSaveTable(table?.id ?? null);
  const form = useSchemaForm({
    schema: TableFormSchema,
    initialValues: {
      name: table?.name ?? '',
      seats: table?.seats ?? 4,
      area: table?.area ?? '',
      areaAr: table?.areaAr ?? '',
      posX: table?.posX ?? 0,
      posY: table?.posY ?? 0,
      active: table?.active ?? true,
    },
  });

  // The update replaces the table's details, so every field goes every time.
  // The one refusal a manager meets often, a name already used, in the UI language.
  const fields = (e: unknown) => serverFieldErrors(e, t, { 409: { name: 'tables.nameTaken' } });
  const submit = form.onSubmit((body) =>
    save.mutate({ ...body, areaAr: body.areaAr ?? null }, saveOutcome(form, onSaved, fields)),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={640}>
        <TextInput
          label={t('tables.name')}
          description={t('tables.nameHint')}
          maxLength={40}
          autoComplete="off"
          required
          {...form.getInputProps('name')}
        />
        <NumberInput
          label={t('tables.seats')}
          min={1}
          max={50}
          allowDecimal={false}
          allowNegative={false}
          maw={200}
          required
          {...form.getInputProps('seats')}
        />
        <AreaFields form={form} areas={areas} />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('tables.position')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('tables.positionHint')}
          </Text>
          <Group gap="md" align="flex-start">
            <NumberInput label={t('tables.posX')} {...coordinate} {...form.getInputProps('posX')} />
            <NumberInput label={t('tables.posY')} {...coordinate} {...form.getInputProps('posY')} />
          </Group>
        </Stack>
        <Switch
          label={t('tables.inUse')}
          description={t('tables.inUseHint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FormActions saving={save.isPending} cancelTo={to('/admin/tables?view=list')} />
      </Stack>
    </form>
  );
}
