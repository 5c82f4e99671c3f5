import { createContext, use, useId, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './class-names';
import './tabs.css';

interface TabsContextValue {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(): TabsContextValue {
  const context = use(TabsContext);
  if (!context) throw new Error('Tabs parts must be used within <Tabs>');
  return context;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export interface TabsProps {
  /** Controlled value; leave out and give defaultValue to let the tabs keep their own. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}

/** In-page tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs. */
export function Tabs({ value, defaultValue = '', onValueChange, className, children }: TabsProps) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const baseId = useId();
  const current = value ?? ownValue;
  const select = (next: string) => {
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ value: current, select, baseId }}>
      <div className={cx('tabs', className)}>{children}</div>
    </TabsContext>
  );
}

export function TabsList({ className, onKeyDown, ...props }: HTMLAttributes<HTMLDivElement>) {
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const target =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.click();
  };
  return <div role="tablist" className={cx('tabs-list', className)} onKeyDown={handleKeyDown} {...props} />;
}

export interface TabsTriggerProps extends Omit<HTMLAttributes<HTMLButtonElement>, 'id'> {
  value: string;
  disabled?: boolean;
}

export function TabsTrigger({ value, className, disabled, onClick, ...props }: TabsTriggerProps) {
  const context = useTabsContext();
  const selected = context.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(context.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(context.baseId, value)}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      data-state={selected ? 'active' : 'inactive'}
      className={cx('tabs-trigger', className)}
      onClick={(event) => {
        onClick?.(event);
        context.select(value);
      }}
      {...props}
    />
  );
}

export interface TabsContentProps extends Omit<HTMLAttributes<HTMLDivElement>, 'id'> {
  value: string;
}

export function TabsContent({ value, className, ...props }: TabsContentProps) {
  const context = useTabsContext();
  if (context.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(context.baseId, value)}
      aria-labelledby={tabId(context.baseId, value)}
      tabIndex={0}
      className={cx('tabs-content', className)}
      {...props}
    />
  );
}
