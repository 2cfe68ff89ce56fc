import type { ReactNode } from "react";

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
  /** Optional count shown as a badge after the label. */
  count?: number;
}

/** A row of tabs (scrolls sideways on phones): `<Tabs label="Filter" tabs={[{id:"all",label:"All"}]} value={tab} onChange={setTab} />`. */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  segmented = false,
}: {
  tabs: TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** A segmented control (equal pills in a track) instead of underlined tabs. */
  segmented?: boolean;
}) {
  return (
    <div className={segmented ? "tabs segmented" : "tabs"} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          className="tab"
          aria-selected={tab.id === value}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
          {tab.count !== undefined && <span className="badge">{tab.count}</span>}
        </button>
      ))}
    </div>
  );
}
