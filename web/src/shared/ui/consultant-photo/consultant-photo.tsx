import type { Consultant } from '@ysy/contracts/consultant/schemas';
import { useState } from 'react';
import { footerText } from '../../strings/footer';

interface ConsultantPhotoProps {
  consultant: Consultant;
  /** Square size in px: width and height are set so nothing shifts while the photo loads. */
  size: number;
  className: string | undefined;
  fallbackClassName: string | undefined;
}

/**
 * A consultant's photo, or the first character of the name when there is none or it fails to
 * load (a broken image icon would be the only face of the card).
 */
export function ConsultantPhoto({
  consultant,
  size,
  className,
  fallbackClassName,
}: ConsultantPhotoProps) {
  const [failed, setFailed] = useState(false);
  if (!consultant.buphoto || failed) {
    return (
      <span className={fallbackClassName} aria-hidden="true">
        {Array.from(consultant.username)[0]}
      </span>
    );
  }
  return (
    <img
      className={className}
      src={consultant.buphoto}
      alt={footerText.consultantPhotoAlt(consultant.username)}
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
