import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { RoleInput, type Role } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@cashier/ui/form-actions';
import { fieldErrors } from '@cashier/web-core/api-client';
import { useSchemaForm } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useSaveRole } from '../api';
import { roleErrorMessage } from './role-errors';

/** The role body without its permissions, which this dialog keeps as saved. */
const RoleNameSchema = RoleInput.pick({ name: true, description: true });

interface RoleNameModalProps {
  /** The role to rename, or null to create one (with no permissions yet). */
  role: Role | null;
  opened: boolean;
  onClose: () => void;
}

/** Creates a role or renames one. Renaming keeps the saved permissions, not unsaved ticks. */
export function RoleNameModal({ role, opened, onClose }: RoleNameModalProps) {
  const { t } = useTranslation();
  const save = useSaveRole();
  const form = useSchemaForm({
    schema: RoleNameSchema,
    initialValues: { name: role?.name ?? '', description: role?.description ?? '' },
  });

  const submit = form.onSubmit((details) =>
    save.mutate(
      { id: role?.id ?? null, body: { ...details, permissions: role?.permissions ?? [] } },
      {
        onSuccess: (saved) => {
          notifySuccess(
            role ? t('roles.renamed', { name: saved.name }) : t('roles.created', { name: saved.name }),
          );
          onClose();
        },
        // Every refusal but a description one concerns the name (taken, locked) or the whole role.
        onError: (e) => {
          const description = fieldErrors(e).description;
          form.setErrors(description ? { description } : { name: roleErrorMessage(e, t) });
        },
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={role ? t('roles.renameTitle') : t('roles.createTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('roles.name')}
            maxLength={50}
            data-autofocus
            required
            {...form.getInputProps('name')}
          />
          <Textarea
            label={t('roles.description')}
            description={t('roles.descriptionHint')}
            maxLength={300}
            autosize
            minRows={2}
            {...form.getInputProps('description')}
          />
          <FormActions saving={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
