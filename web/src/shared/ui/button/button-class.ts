import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'ghost' | 'light' | 'onDark' | 'outlineOnDark';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container (dialog submits). */
  block?: boolean;
}

/** The class names of the shared button look, for a `<button>` or a link styled as one. */
export function buttonClass({ variant = 'primary', size = 'md', block = false }: ButtonLook = {}) {
  return [
    styles.button,
    styles[variant],
    size === 'md' ? undefined : styles[size],
    block ? styles.block : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}
