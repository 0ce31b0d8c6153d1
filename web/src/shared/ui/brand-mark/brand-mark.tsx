import { useId } from 'react';
import styles from './brand-mark.module.css';

/**
 * The brand's mark, the one drawing every header shows. Decorative: the link around it names the
 * brand. The gradient's id is unique per mark, as ids must be unique in the page.
 */
export function BrandMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg
      className={className ? `${styles.mark} ${className}` : styles.mark}
      viewBox="0 0 40 40"
      aria-hidden="true"
      data-brand-mark=""
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3f8bff" />
          <stop offset="1" stopColor="#1457d9" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="10" fill={`url(#${gradientId})`} />
      <path d="M11 12h18v4H16v3h11v4H16v3h13v4H11z" fill="#fff" />
    </svg>
  );
}
