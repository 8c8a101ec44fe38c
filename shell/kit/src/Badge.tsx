import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';

export type BadgeColor = 'primary' | 'secondary' | 'neutral' | 'info' | 'warning' | 'error';
const COLORS: readonly string[] = ['primary', 'secondary', 'neutral', 'info', 'warning', 'error', 'success'];

export interface BadgeProps {
  color?: BadgeColor | string;
  icon?: string;
  className?: string;
  children?: ReactNode;
}

export function Badge({ color = 'primary', icon, className, children }: BadgeProps) {
  // Unknown colours from content fall back to primary rather than unstyled text.
  const known = COLORS.includes(color) ? color : 'primary';
  return (
    <span className={className ? `badge ${className}` : 'badge'} data-color={known === 'success' ? 'primary' : known}>
      {icon ? <Icon name={icon} /> : null}
      {children}
    </span>
  );
}
