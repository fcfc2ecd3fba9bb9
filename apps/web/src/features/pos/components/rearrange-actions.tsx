import { Button, Group } from '@mantine/core';
import { IconArrowMerge, IconArrowsSplit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SplitMerge } from '../hooks/use-split-merge';

/**
 * Below a saved table order: split the bill or merge another table's order into it. After a split,
 * while a bill is unpaid: the list of bills.
 */
export function RearrangeActions({
  rearrange,
  saving,
  onBills,
}: {
  rearrange: SplitMerge;
  /** A save of the cart is on its way. */
  saving: boolean;
  onBills: () => void;
}) {
  const { t } = useTranslation();
  if (!rearrange.canRearrange) {
    return rearrange.unpaid ? (
      <Button variant="light" size="md" onClick={onBills}>
        {t('pos.split.bills')}
      </Button>
    ) : null;
  }
  const button = (kind: 'split' | 'merge') => (
    <Button
      variant="default"
      size="md"
      px={8}
      leftSection={kind === 'split' ? <IconArrowsSplit size={18} /> : <IconArrowMerge size={18} />}
      disabled={rearrange.unsaved || saving}
      title={rearrange.unsaved ? t('pos.saveFirst') : undefined}
      onClick={() => rearrange.open(kind)}
    >
      {kind === 'split' ? t('pos.split.action') : t('pos.merge.action')}
    </Button>
  );
  return (
    <Group gap={6} grow wrap="nowrap">
      {button('split')}
      {button('merge')}
    </Group>
  );
}
