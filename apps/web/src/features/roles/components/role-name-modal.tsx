import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import type { Role } from '@cashier/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { useSaveRole } from '../api';
import { roleErrorMessage } from './role-errors';
import { FormActions } from '@/components/form-actions';

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
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [missing, setMissing] = useState(false);
  const fields = fieldErrors(save.error);
  // Every refusal but a description one concerns the name (taken, locked) or the whole role.
  const nameError = missing
    ? t('common.required')
    : save.error && !fields.description
      ? roleErrorMessage(save.error, t)
      : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setMissing(!name.trim());
    if (!name.trim()) return;
    const body = { name: name.trim(), description: description.trim(), permissions: role?.permissions ?? [] };
    save.mutate(
      { id: role?.id ?? null, body },
      {
        onSuccess: (saved) => {
          notifySuccess(
            role ? t('roles.renamed', { name: saved.name }) : t('roles.created', { name: saved.name }),
          );
          onClose();
        },
      },
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title={role ? t('roles.renameTitle') : t('roles.createTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('roles.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={nameError}
            maxLength={50}
            data-autofocus
            required
          />
          <Textarea
            label={t('roles.description')}
            description={t('roles.descriptionHint')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={fields.description}
            maxLength={300}
            autosize
            minRows={2}
          />
          <FormActions saving={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
