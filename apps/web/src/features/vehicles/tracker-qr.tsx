import { messages } from "@app/contracts";
import { Alert, Image, Loader } from "@mantine/core";
import { toString as qrSvg } from "qrcode";
import { useEffect, useState } from "react";

const m = messages.vehicles;

/**
 * The QR code of Traccar Client's set-up URL (docs/decisions/0264), drawn in the browser: the
 * `qrcode` package lives in this chunk only, loaded when the vehicle's dialog opens.
 */
export default function TrackerQr({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    // An SVG drawn as text: no canvas needed, crisp at any zoom, and shown as an image with a name.
    qrSvg(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 })
      .then((svg) => !cancelled && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [text]);
  if (failed) return <Alert color="yellow">{m.qrFailure}</Alert>;
  if (!src) return <Loader size="sm" />;
  return <Image src={src} alt={label} w={240} h={240} fit="contain" data-qr-text={text} />;
}
