/**
 * Tabs for prose (code groups, `tabs`): the WAI-ARIA tabs pattern (roving tab stop, arrows
 * — mirrored in right-to-left text — Home and End, automatic activation) in plain React
 * state. Prose can hold many tab sets per page, and a state machine per set cost more
 * server render time than the rest of the block; all panels stay in the HTML (inactive
 * ones `hidden`), so every snippet is server-rendered and searchable.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { tabForKey } from './tab-keys.ts';
import { useInterfaceLabel } from '../ContentRegion.tsx';

interface SimpleTab {
  label: ReactNode;
  panel: ReactNode;
}

export interface SimpleTabsProps {
  tabs: SimpleTab[];
  /** The tablist's accessible name. */
  label: string;
  className: string;
  listClassName: string;
  tabClassName: string;
  panelClassName?: string;
}

export function SimpleTabs({ tabs, label, className, listClassName, tabClassName, panelClassName }: SimpleTabsProps) {
  const [selected, setSelected] = useState(0);
  const base = useId();
  // The tabs are named by their content (file names), the list by the interface.
  const name = useInterfaceLabel(label);
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (i: number) => `${base}-tab-${i}`;
  const panelId = (i: number) => `${base}-panel-${i}`;

  const select = (i: number) => {
    setSelected(i);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[i]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = tabForKey(event.key, selected, tabs.length, rtl);
    if (next === null) return;
    select(next);
    event.preventDefault();
  };

  return (
    <div className={className}>
      {name.node}
      <div className={listClassName} role="tablist" {...name.props} aria-orientation="horizontal" ref={listRef} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: tabs are positional (labels may repeat) and never reorder
            key={i}
            type="button"
            role="tab"
            id={tabId(i)}
            className={tabClassName}
            aria-selected={i === selected}
            aria-controls={panelId(i)}
            tabIndex={i === selected ? 0 : -1}
            data-selected={i === selected ? '' : undefined}
            onClick={() => setSelected(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: panels pair with their positional tabs
        <div key={i} role="tabpanel" id={panelId(i)} aria-labelledby={tabId(i)} className={panelClassName} hidden={i !== selected}>
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
