import { useEffect, useState } from "react";

/** An address for a photo held on the device, released when the photo changes or the view goes. */
function usePhotoUrl(photo: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (photo === null) {
      setUrl(null);
      return undefined;
    }
    const made = URL.createObjectURL(photo);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [photo]);
  return url;
}

/** A photo of the card as taken (CSP: `img-src blob:` is allowed for previews of this kind). */
export function BusinessCardPhoto({ photo, alt, className }: { readonly photo: Blob | null; readonly alt: string; readonly className: string }) {
  const url = usePhotoUrl(photo);
  return url === null ? null : <img src={url} alt={alt} className={className} />;
}
