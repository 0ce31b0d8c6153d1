import type { ElementType, HTMLAttributes } from 'react';
import styles from './card.module.css';

export type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element to render (`section`, `article`, `li` …); default `div`. */
  as?: ElementType;
  padding?: 'normal' | 'tight';
  /** Lifts on hover or keyboard focus inside (cards that are links). */
  interactive?: boolean;
  flat?: boolean;
};

/** A white, rounded, bordered surface: the site's one card. */
export function Card({
  as: Tag = 'div',
  padding = 'normal',
  interactive = false,
  flat = false,
  className,
  ...rest
}: CardProps) {
  const classes = [
    styles.card,
    padding === 'tight' ? styles.tight : undefined,
    interactive ? styles.interactive : undefined,
    flat ? styles.flat : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return <Tag className={classes} {...rest} />;
}
