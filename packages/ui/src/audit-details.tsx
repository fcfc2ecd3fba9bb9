import { Text, Tooltip } from '@mantine/core';
import type { AuditDetail } from '@cashier/contracts';

/**
 * An audit row's details as "label: value" lines (see lib/audit-words.ts). With `max`, the first
 * lines show and the rest are in a tooltip, so a long change keeps its table row short.
 */
export function AuditDetails({ details, max }: { details: AuditDetail[]; max?: number }) {
  if (details.length === 0) return '—';
  const lines = (list: AuditDetail[]) =>
    list.map((d) => (
      <Text key={d.key} size="xs" component="div" style={{ overflowWrap: 'anywhere' }}>
        <Text span size="xs" c="dimmed">
          {d.label}:
        </Text>{' '}
        <bdi>{d.value}</bdi>
      </Text>
    ));
  if (max === undefined || details.length <= max) return <div>{lines(details)}</div>;
  return (
    <Tooltip label={<div>{lines(details)}</div>} multiline maw={420} withinPortal>
      <div tabIndex={0}>
        {lines(details.slice(0, max))}
        <Text size="xs" c="dimmed" component="div">
          …
        </Text>
      </div>
    </Tooltip>
  );
}
