import { Button, Menu, type ButtonProps } from '@mantine/core';
import type { Printer } from '@cashier/contracts';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useReceiptPrinters } from '@/api/receipt-printers';

interface PrinterChoiceButtonProps {
  label: string;
  /** The menu's heading when there are printers to choose from. */
  chooseLabel: string;
  icon: ReactNode;
  loading: boolean;
  size?: ButtonProps['size'];
  /** Sends to the printer chosen; undefined leaves the choice to the server (its first). */
  onSend: (printer: Printer | undefined) => void;
}

/**
 * "Print on receipt printer": with several receipt printers the user may list (settings.manage),
 * a menu of them; otherwise one button that leaves the printer to the server.
 */
export function PrinterChoiceButton({
  label,
  chooseLabel,
  icon,
  loading,
  size,
  onSend,
}: PrinterChoiceButtonProps) {
  const printers = useReceiptPrinters().data ?? [];
  if (printers.length < 2) {
    return (
      <Button
        leftSection={icon}
        variant="default"
        size={size}
        loading={loading}
        onClick={() => onSend(printers[0])}
      >
        {label}
      </Button>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          leftSection={icon}
          rightSection={<IconChevronDown size={16} />}
          variant="default"
          size={size}
          loading={loading}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{chooseLabel}</Menu.Label>
        {printers.map((p) => (
          <Menu.Item key={p.id} leftSection={icon} onClick={() => onSend(p)}>
            {p.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
