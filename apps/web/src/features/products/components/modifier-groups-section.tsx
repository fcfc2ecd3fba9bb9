import { Alert, Button, Group, Loader, Modal, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import type { ModifierGroup } from '@cashier/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteModifierGroup } from '@/api/delete-modifier-group';
import { useModifierGroups } from '@/api/modifier-groups';
import { useSetProductModifierGroups } from '@/api/product-modifier-groups';
import { confirmDelete } from '@/components/confirm-delete';
import { QueryError } from '@/components/query-error';
import { useLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { ModifierGroupCard } from './modifier-group-card';
import { ModifierGroupForm } from './modifier-group-form';

/** `null`: closed; 'new': a new group; a group: that group. */
type Editing = null | 'new' | ModifierGroup;

/**
 * The modifier groups a saved product offers: change or delete a group, stop offering it here, or
 * offer another existing group. Each change is saved at once, apart from the product's own form.
 */
export function ModifierGroupsSection({ productId }: { productId: number | null }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={960} mt="md">
      <Title order={3} size="h4">
        {t('modifiers.title')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t('modifiers.intro')}
      </Text>
      {productId === null ? (
        <Alert color="blue">{t('modifiers.saveFirst')}</Alert>
      ) : (
        <ProductGroups productId={productId} />
      )}
    </Paper>
  );
}

function ProductGroups({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const groups = useModifierGroups();
  const link = useSetProductModifierGroups(productId);
  const remove = useDeleteModifierGroup();
  const [editing, setEditing] = useState<Editing>(null);

  if (groups.isPending) return <Loader m="md" />;
  if (groups.isError) return <QueryError error={groups.error} onRetry={() => void groups.refetch()} />;

  const nameOf = (g: ModifierGroup) => (locale === 'ar' ? g.nameAr : g.nameEn);
  const mine = groups.data.filter((g) => g.productIds.includes(productId));
  const others = groups.data.filter((g) => !g.productIds.includes(productId));
  const relink = (ids: number[], done: string) =>
    link.mutate(ids, {
      onSuccess: () => notifySuccess(done),
      onError: (e) => notifyError(e, t('modifiers.failed')),
    });
  const askDelete = (g: ModifierGroup) =>
    confirmDelete({
      title: t('modifiers.deleteTitle'),
      message: t('modifiers.deleteConfirm', { name: nameOf(g), count: g.productIds.length }),
      onConfirm: () =>
        remove.mutate(g.id, {
          onSuccess: () => notifySuccess(t('modifiers.deleted', { name: nameOf(g) })),
          onError: (e) => notifyError(e, t('modifiers.failed')),
        }),
    });

  return (
    <Stack gap="sm">
      {mine.length === 0 && <Text c="dimmed">{t('modifiers.empty')}</Text>}
      {mine.map((g) => (
        <ModifierGroupCard
          key={g.id}
          group={g}
          busy={link.isPending || remove.isPending}
          onEdit={() => setEditing(g)}
          onRemove={() =>
            relink(
              mine.filter((m) => m.id !== g.id).map((m) => m.id),
              t('modifiers.removed', { name: nameOf(g) }),
            )
          }
          onDelete={() => askDelete(g)}
        />
      ))}
      <Group align="flex-end" gap="sm" mt="xs">
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
          {t('modifiers.add')}
        </Button>
        <AttachGroup
          groups={others}
          nameOf={nameOf}
          pending={link.isPending}
          onAttach={(group) =>
            relink([...mine.map((g) => g.id), group.id], t('modifiers.added', { name: nameOf(group) }))
          }
        />
      </Group>
      <GroupDialog editing={editing} productId={productId} nameOf={nameOf} onClose={() => setEditing(null)} />
    </Stack>
  );
}

interface AttachGroupProps {
  groups: ModifierGroup[];
  nameOf: (group: ModifierGroup) => string;
  pending: boolean;
  onAttach: (group: ModifierGroup) => void;
}

/** Offers a group the product does not offer yet (one made for another product, say). */
function AttachGroup({ groups, nameOf, pending, onAttach }: AttachGroupProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState('');
  if (!groups.length) return null;
  const attach = () => {
    const group = groups.find((g) => String(g.id) === choice);
    if (!group) return;
    onAttach(group);
    setChoice('');
  };
  return (
    <>
      <NativeSelect
        label={t('modifiers.attach')}
        data={[
          { value: '', label: t('modifiers.attachPlaceholder') },
          ...groups.map((g) => ({ value: String(g.id), label: nameOf(g) })),
        ]}
        value={choice}
        onChange={(e) => setChoice(e.currentTarget.value)}
      />
      <Button variant="light" onClick={attach} disabled={!choice} loading={pending}>
        {t('modifiers.attachButton')}
      </Button>
    </>
  );
}

interface GroupDialogProps {
  editing: Editing;
  productId: number;
  nameOf: (group: ModifierGroup) => string;
  onClose: () => void;
}

/** The group form in a dialog, over the product's page. */
function GroupDialog({ editing, productId, nameOf, onClose }: GroupDialogProps) {
  const { t } = useTranslation();
  const group = editing === 'new' ? null : editing;
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      size="xl"
      title={group ? t('modifiers.editTitle', { name: nameOf(group) }) : t('modifiers.createTitle')}
    >
      {editing !== null && (
        <ModifierGroupForm
          key={group?.id ?? 'new'}
          group={group}
          productId={productId}
          onCancel={onClose}
          onSaved={() => {
            notifySuccess(t('modifiers.saved'));
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
