import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** An SVG data URL of a QR code for `text`, made in the browser; null until it is ready. */
export function useQrCode(text: string): string | null {
  const [made, setMade] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    let current = true;
    // Level M survives a scuffed or slightly creased table card.
    void QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }).then((svg) => {
      if (current) setMade({ text, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      current = false;
    };
  }, [text]);
  return made?.text === text ? made.url : null;
}
