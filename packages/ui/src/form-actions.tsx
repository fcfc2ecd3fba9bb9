import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UI_NS } from './i18n';
import { Link } from 'react-router';

type FormActionsProps = { saving: boolean } & ({ cancelTo: string } | { onCancel: () => void });

/**
 * Save and Cancel under a form. A page form saves first and cancels by going back to its list
 * (`cancelTo`); a dialog puts Cancel then Save at the end, as dialogs do (`onCancel`).
 */
export function FormActions(props: FormActionsProps) {
  const { t } = useTranslation(UI_NS);
  const save = (
    <Button type="submit" loading={props.saving}>
      {t('common.save')}
    </Button>
  );
  if ('cancelTo' in props) {
    return (
      <Group mt="md">
        {save}
        <Button component={Link} to={props.cancelTo} variant="default">
          {t('common.cancel')}
        </Button>
      </Group>
    );
  }
  return (
    <Group justify="flex-end" mt="md">
      <Button variant="default" onClick={props.onCancel}>
        {t('common.cancel')}
      </Button>
      {save}
    </Group>
  );
}
