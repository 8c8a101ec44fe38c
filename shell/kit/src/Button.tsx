/**
 * Button that shows a spinner and blocks repeat clicks while its click handler's promise
 * is pending (spec §4), and while a form submits for a submit button marked `loading`.
 */
import { useEffect, useRef, useState, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { Icon } from './Icon.tsx';

export type ButtonVariant = 'primary' | 'outline' | 'ghost';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  icon?: string;
  trailingIcon?: string;
  /** Forces the loading state (e.g. while a form submits). */
  loading?: boolean;
  /** May return a promise: the button is busy until it settles. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  children?: ReactNode;
}

export function buttonClass(variant: ButtonVariant = 'outline', size: 'md' | 'lg' = 'md', iconOnly = false, extra?: string): string {
  return ['btn', `btn-${variant}`, size === 'lg' ? 'btn-lg' : '', iconOnly ? 'btn-icon' : '', extra ?? ''].filter(Boolean).join(' ');
}

export function Button({
  variant = 'outline',
  size = 'md',
  icon,
  trailingIcon,
  loading,
  onClick,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const busy = loading || pending;

  const handleClick = async (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) return;
    const result = onClick?.(event);
    if (!(result instanceof Promise)) return;
    setPending(true);
    try {
      await result;
    } finally {
      if (mounted.current) setPending(false);
    }
  };

  return (
    <button
      type={type}
      className={buttonClass(variant, size, !children, className)}
      disabled={disabled}
      aria-busy={busy || undefined}
      onClick={handleClick}
      {...rest}
    >
      {busy ? <Icon name="i-lucide-loader-circle" className="btn-spinner" /> : icon ? <Icon name={icon} /> : null}
      {children}
      {trailingIcon ? <Icon name={trailingIcon} /> : null}
    </button>
  );
}
