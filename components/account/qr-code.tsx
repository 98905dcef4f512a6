import { renderSVG } from 'uqr';

/** The enrolment link as a QR code an authenticator app scans (drawn here: the secret never leaves the page). */
export function QrCode({ value, className }: { value: string; className?: string }) {
  const svg = renderSVG(value, { border: 1 });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an inline SVG drawn in the browser, not a file to optimise
    <img
      className={className}
      src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
      alt="QR code to scan with your authenticator app"
      width={200}
      height={200}
    />
  );
}
