import { decimalToMinor, denominationsTotal, type Denominations, type ShiftReport } from '@cashier/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseShift } from '@/api/shifts';
import { formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { errorMessage } from '@/lib/notify';
import { ApprovalCanceled, useManagerApproval } from '../use-manager-approval';
import { countedOnly, denominationsOf } from './denomination-grid';

export type CountMode = 'notes' | 'amount';

/**
 * Closing a shift: the drawer counted note by note (where the currency has its notes listed) or as
 * one amount, live against what it should hold (unless counted blind: then the closing report
 * shows it), and a note. A difference above the restaurant's
 * limit is refused (403) without shifts.manage: a manager's PIN approves it and the close is sent
 * again with the one-time token.
 */
export function useCloseShiftForm(report: ShiftReport, onClosed: (report: ShiftReport) => void) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { currency, shift } = report;
  const close = useCloseShift();
  const approval = useManagerApproval();
  const [mode, setMode] = useState<CountMode>(denominationsOf(currency).length ? 'notes' : 'amount');
  const [counts, setCounts] = useState<Denominations>({});
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const typed = amount.trim() ? decimalToMinor(amount, currency) : null;
  const counted = mode === 'notes' ? denominationsTotal(counts) : typed !== null && typed >= 0 ? typed : null;
  // Counted blind (no figures until the close), the cashier is not shown what to expect.
  const expected = report.figures?.expectedCash ?? null;
  const blind = expected === null;
  const difference = counted === null || expected === null ? null : counted - expected;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (counted === null) {
      setError(t('shifts.count.amountInvalid'));
      return;
    }
    const body = {
      counted,
      ...(mode === 'notes' ? { denominations: countedOnly(counts) } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    const reason =
      expected === null
        ? t('shifts.count.approvalReasonBlind', { id: shift.id })
        : t('shifts.count.approvalReason', {
            id: shift.id,
            amount: formatPrice(counted - expected, currency, locale),
          });
    setBusy(true);
    try {
      const answer = await approval.run('shifts.manage', null, reason, (approvalToken) =>
        close.mutateAsync({ id: shift.id, body: approvalToken ? { ...body, approvalToken } : body }),
      );
      onClosed(answer.report);
    } catch (e) {
      if (!(e instanceof ApprovalCanceled)) setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const clear =
    <T>(set: (v: T) => void) =>
    (value: T) => {
      set(value);
      setError(null);
    };
  return {
    mode,
    setMode: clear(setMode),
    counts,
    setCounts: clear(setCounts),
    amount,
    setAmount: clear(setAmount),
    note,
    setNote,
    expected,
    blind,
    counted,
    difference,
    error,
    busy,
    submit,
    approvalDialog: approval.dialog,
  };
}
