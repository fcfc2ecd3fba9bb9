import { DISPLAY_CODE_ALPHABET, DISPLAY_CODE_LENGTH, DisplayCode } from '@cashier/contracts';
import { useState } from 'react';

const STORAGE_KEY = 'cashier.customerScreen.code';

function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(DISPLAY_CODE_LENGTH));
  return [...bytes].map((b) => DISPLAY_CODE_ALPHABET[b % DISPLAY_CODE_ALPHABET.length]).join('');
}

/** This screen's pairing code: made once and kept on the device, so a till stays paired across reloads. */
function storedCode(): string {
  const saved = localStorage.getItem(STORAGE_KEY);
  if (saved && DisplayCode.safeParse(saved).success) return saved;
  const code = newCode();
  localStorage.setItem(STORAGE_KEY, code);
  return code;
}

export function usePairingCode(): string {
  const [code] = useState(storedCode);
  return code;
}
