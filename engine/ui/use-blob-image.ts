import { useEffect, useState } from "react";

/**
 * A picture fetched by its address as a blob (spec section 7, "banner images fetched by URL as
 * blobs") and shown from memory: null while it loads and when it fails, so the caller keeps its
 * skeleton instead of a broken-image icon. The object URL is released when the picture goes.
 */
export function useBlobImage(
  url: string | undefined,
  fetchBlob: (url: string) => Promise<Blob>,
): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let current: string | null = null;
    let cancelled = false;
    fetchBlob(url)
      .then((blob) => {
        if (cancelled) return;
        current = URL.createObjectURL(blob);
        setObjectUrl(current);
      })
      .catch((error) => console.warn("[banner] image not shown:", error));
    return () => {
      cancelled = true;
      if (current) URL.revokeObjectURL(current);
      setObjectUrl(null);
    };
  }, [url, fetchBlob]);
  return objectUrl;
}
