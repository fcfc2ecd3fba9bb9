import { useMemo, type ReactNode } from 'react';
import { qrShape } from '@/lib/zatca-qr';

export interface ZatcaQrProps {
  /** The code's content (zatcaQrData). */
  data: string;
  /** What a screen reader announces for the picture. */
  label: string;
  /** The line printed beneath it. */
  caption: ReactNode;
  /** The figure, the code (its printed size) and the caption: each paper styles its own. */
  classNames: { root: string; code: string; caption: string };
}

/**
 * An invoice's ZATCA QR code, an inline SVG (vector, so it prints sharp at any size, and allowed by
 * the CSP without data: URLs), black on a white quiet zone, with its caption.
 */
export function ZatcaQr({ data, label, caption, classNames }: ZatcaQrProps) {
  const { size, path } = useMemo(() => qrShape(data), [data]);
  return (
    <figure className={classNames.root}>
      <svg
        className={classNames.code}
        role="img"
        aria-label={label}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <figcaption className={classNames.caption}>{caption}</figcaption>
    </figure>
  );
}
