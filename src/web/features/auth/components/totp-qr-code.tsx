import { useEffect, useState } from 'react';
import { Skeleton } from '@/web/components/ui/skeleton';

/**
 * The otpauth:// URI as a QR code, for the authenticator app's camera. qrcode renders an SVG
 * string, shown through an <img> data: URL (no markup injected into the page); the library loads
 * only when this step opens.
 */
export function TotpQrCode({ uri }: { uri: string }) {
  const [rendered, setRendered] = useState<{ uri: string; src: string } | null>(null);

  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (current) setRendered({ uri, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      });
    return () => {
      current = false;
    };
  }, [uri]);

  if (rendered?.uri !== uri) return <Skeleton className="size-48" />;
  return (
    <img
      src={rendered.src}
      alt="QR code para configurar o aplicativo autenticador"
      width={192}
      height={192}
      className="size-48 rounded-md border border-border bg-white p-1"
    />
  );
}
