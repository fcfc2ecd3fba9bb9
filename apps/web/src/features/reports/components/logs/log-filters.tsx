import { Select, TextInput } from '@mantine/core';
import { LOG_KINDS, type LogKind } from '@cashier/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffNames } from '../../api';
import type { ReportRange } from '../../hooks/use-report-range';

export interface LogFilter {
  kind?: LogKind;
  userId?: number;
  q?: string;
}

/** The staff-logs filters in the address: `kind`, `user` and `q` (a page number beside them). */
export function readLogFilter(params: URLSearchParams): LogFilter {
  const kind = params.get('kind');
  const user = Number(params.get('user'));
  const q = params.get('q')?.trim().slice(0, 100);
  return {
    kind: (LOG_KINDS as readonly string[]).includes(kind ?? '') ? (kind as LogKind) : undefined,
    userId: Number.isInteger(user) && user > 0 ? user : undefined,
    q: q || undefined,
  };
}

/**
 * What kind of row, whose, and words in it. The staff come from the users list when the role may
 * read it, else from the rows on screen; the search applies on Enter or when the field is left.
 */
export function LogFilters({
  range,
  filter,
  seen,
}: {
  range: ReportRange;
  filter: LogFilter;
  /** People named in the rows on screen, for a role that cannot list the staff. */
  seen: Map<number, string>;
}) {
  const { t } = useTranslation();
  const users = useStaffNames();
  const [text, setText] = useState(filter.q ?? '');
  const [applied, setApplied] = useState(filter.q ?? '');
  if ((filter.q ?? '') !== applied) {
    // The address changed by itself (back, a link): the field follows it.
    setApplied(filter.q ?? '');
    setText(filter.q ?? '');
  }
  const people = users.data
    ? users.data.map((u) => ({ value: String(u.id), label: u.name }))
    : [...seen].map(([id, name]) => ({ value: String(id), label: name }));
  if (filter.userId && !people.some((p) => p.value === String(filter.userId)))
    people.push({ value: String(filter.userId), label: `#${filter.userId}` });
  const search = () => {
    if (text.trim() === applied) return;
    setApplied(text.trim());
    range.setParams({ q: text.trim() || null });
  };

  return (
    <>
      <Select
        label={t('reports.logs.kind')}
        placeholder={t('reports.logs.allKinds')}
        data={LOG_KINDS.map((k) => ({ value: k, label: t(`reports.kinds.${k}`) }))}
        value={filter.kind ?? null}
        onChange={(value) => range.setParams({ kind: value })}
        clearable
        w={{ base: '100%', xs: 180 }}
      />
      <Select
        label={t('reports.logs.user')}
        placeholder={t('reports.logs.allUsers')}
        data={people}
        value={filter.userId ? String(filter.userId) : null}
        onChange={(value) => range.setParams({ user: value })}
        clearable
        searchable
        w={{ base: '100%', xs: 200 }}
      />
      <TextInput
        type="search"
        label={t('reports.logs.search')}
        placeholder={t('reports.logs.searchHint')}
        leftSection={<IconSearch size={16} />}
        value={text}
        maxLength={100}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && search()}
        onBlur={search}
        w={{ base: '100%', xs: 240 }}
      />
    </>
  );
}
