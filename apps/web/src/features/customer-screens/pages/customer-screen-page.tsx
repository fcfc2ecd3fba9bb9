import { useDocumentTitle, useLocalStorage } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { CounterDisplay } from '../components/counter-display';
import { ModeChooser, type ScreenMode } from '../components/mode-chooser';
import { ReadyBoard } from '../components/ready-board';

const STORAGE_KEY = 'cashier.customerScreen.mode';

/**
 * The guests' screen (/admin/screens/customers): a counter display that follows a till, or the
 * order-ready board. The mode is chosen here once and kept on the device.
 */
export function CustomerScreenPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.title'));
  const [mode, setMode] = useLocalStorage<ScreenMode | null>({
    key: STORAGE_KEY,
    defaultValue: null,
    getInitialValueInEffect: false,
  });
  const change = () => setMode(null);
  if (mode === 'counter') return <CounterDisplay onChangeMode={change} />;
  if (mode === 'board') return <ReadyBoard onChangeMode={change} />;
  return <ModeChooser onChoose={setMode} />;
}
