import { ActionIcon, Tooltip } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The drawer (segmented choices and all) is fetched on the first click of the gear. */
const CustomizerDrawer = lazy(() =>
  import('./customizer-drawer').then((m) => ({ default: m.CustomizerDrawer })),
);

/** The gear in the top bar and its drawer: layout and colour scheme, remembered in this browser. */
export function Customizer() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const title = t('customizer.title');

  return (
    <>
      <Tooltip label={title}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="xl"
          onClick={() => {
            setWanted(true);
            setOpened(true);
          }}
          aria-label={title}
        >
          <IconSettings size={22} stroke={1.6} />
        </ActionIcon>
      </Tooltip>
      {wanted && (
        <Suspense fallback={null}>
          <CustomizerDrawer opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
