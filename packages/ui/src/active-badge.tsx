import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UI_NS } from './i18n';

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation(UI_NS);
  return (
    <Badge color={active ? 'teal' : 'gray'} variant="light">
      {active ? t('common.active') : t('common.inactive')}
    </Badge>
  );
}
