import type { ButtonHTMLAttributes } from 'react';
import { buttonClass, type ButtonLook } from './button-class';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook;

/** The site's button; `type` defaults to "button" so a button inside a form never submits by accident. */
export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  const look = buttonClass({ variant, size, block });
  return <button type={type} className={className ? `${look} ${className}` : look} {...rest} />;
}
