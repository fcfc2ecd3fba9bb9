import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Edit and delete buttons of a table row, labelled with the row's name for screen readers and tests. */
export function RowActions({
  name,
  editTo,
  onDelete,
}: {
  name: string;
  editTo: string;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const edit = t('common.editNamed', { name });
  const remove = t('common.deleteNamed', { name });
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('common.edit')}>
        <ActionIcon component={Link} to={editTo} variant="subtle" size="lg" aria-label={edit}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('common.delete')}>
        <ActionIcon variant="subtle" color="red" size="lg" aria-label={remove} onClick={onDelete}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
