/**
 * Tabs of the UI kit, on React Aria Components (`Tabs`, `TabList`, `Tab`, `TabPanel`): arrow
 * keys move between tabs, Home/End jump, the panel is tied to its tab (WAI-ARIA tabs pattern).
 * Give the items once; the kit renders both the list and the panels.
 */
import type { Key, ReactNode } from 'react'
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components'
import styles from './Tabs.module.css'

/** One tab: `id` (stable key, also `data-qa="tab-<id>"`), its label and its panel. */
export interface TabItem {
  id: string
  label: ReactNode
  panel: ReactNode
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  items: readonly TabItem[]
  /** Accessible name of the tab list. */
  label: string
  /** Controlled selection (e.g. from the URL); uncontrolled when omitted. */
  selected?: string
  onSelect?: (id: string) => void
  qa?: string
}

/** A tab list with its panels. */
export function Tabs({ items, label, selected, onSelect, qa }: TabsProps) {
  return (
    <AriaTabs
      className={styles.tabs}
      selectedKey={selected}
      onSelectionChange={onSelect ? (key: Key) => onSelect(String(key)) : undefined}
      data-qa={qa}
    >
      <TabList aria-label={label} className={styles.list}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={styles.tab} data-qa={`tab-${item.id}`}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.panel}
        </TabPanel>
      ))}
    </AriaTabs>
  )
}
