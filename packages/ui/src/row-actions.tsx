import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UI_NS } from './i18n';
import { Link } from 'react-router';

/**
 * Edit and delete buttons of a table row, labelled with the row's name for screen readers and tests.
 * Edit is a link to the edit page (`editTo`) or, for screens that edit in a dialog, a button (`onEdit`).
 */
export function RowActions({
  name,
  onDelete,
  ...edit
}: {
  name: string;
  onDelete: () => void;
} & ({ editTo: string } | { onEdit: () => void })) {
  const { t } = useTranslation(UI_NS);
  const editLabel = t('common.editNamed', { name });
  const remove = t('common.deleteNamed', { name });
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('common.edit')}>
        {'editTo' in edit ? (
          <ActionIcon component={Link} to={edit.editTo} variant="subtle" size="lg" aria-label={editLabel}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        ) : (
          <ActionIcon variant="subtle" size="lg" aria-label={editLabel} onClick={edit.onEdit}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        )}
      </Tooltip>
      <Tooltip label={t('common.delete')}>
        <ActionIcon variant="subtle" color="red" size="lg" aria-label={remove} onClick={onDelete}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
