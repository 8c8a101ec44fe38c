import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import { type UiColor, uiColor } from './ui-colors.ts';

export type BadgeColor = UiColor;

export interface BadgeProps {
  color?: BadgeColor | string;
  icon?: string;
  className?: string;
  children?: ReactNode;
}

export function Badge({ color = 'primary', icon, className, children }: BadgeProps) {
  // Unknown colours from content fall back to primary rather than unstyled text.
  const known = uiColor(color) ?? 'primary';
  return (
    <span className={className ? `badge ${className}` : 'badge'} data-color={known}>
      {icon ? <Icon name={icon} /> : null}
      {children}
    </span>
  );
}
