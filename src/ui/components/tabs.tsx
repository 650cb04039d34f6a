import { Tabs as ArkTabs } from "@ark-ui/react/tabs";
import type { ReactNode } from "react";
import { tabs } from "styled-system/recipes";

export interface TabItem {
  readonly value: string;
  readonly label: ReactNode;
  readonly content: ReactNode;
}

export interface TabsProps {
  /** Controlled when given (a machine holds the tab); otherwise the first tab starts selected. */
  readonly value?: string;
  readonly onValueChange?: (value: string) => void;
  readonly items: ReadonlyArray<TabItem>;
  /** Names the tab list for screen readers ("Company profile sections"). */
  readonly label: string;
  /** Keep every panel mounted, e.g. so a form keeps the inputs of tabs not shown. */
  readonly keepMounted?: boolean;
}

/** Ark UI tabs: arrow keys move between triggers, and each panel is labelled by its trigger. */
export function Tabs({ value, onValueChange, items, label, keepMounted }: TabsProps) {
  const classes = tabs();
  const controlled = value === undefined ? { defaultValue: items[0]?.value } : { value };
  return (
    <ArkTabs.Root
      className={classes.root}
      {...controlled}
      onValueChange={onValueChange === undefined ? undefined : (details) => onValueChange(details.value)}
      lazyMount={!keepMounted}
    >
      <ArkTabs.List className={classes.list} aria-label={label}>
        {items.map((item) => (
          <ArkTabs.Trigger key={item.value} value={item.value} className={classes.trigger}>
            {item.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {items.map((item) => (
        <ArkTabs.Content key={item.value} value={item.value} className={classes.content}>
          {item.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  );
}
