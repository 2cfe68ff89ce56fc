import type { ReactNode } from "react";

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
  /** Optional count shown as a badge after the label. */
  count?: number;
}

const KEY_STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * A row of tabs (scrolls sideways on phones): `<Tabs label="Filter" tabs={[{id:"all",label:"All"}]} value={tab} onChange={setTab} />`.
 * Keyboard as WAI-ARIA's tabs pattern: one Tab stop (the selected tab), arrows and Home/End move
 * and select. With `panelId`, each tab names the panel it controls and gets the id
 * `${panelId}-${tab.id}` (give the panel `role="tabpanel"` and `aria-labelledby` that id).
 */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  segmented = false,
  panelId,
}: {
  tabs: TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** A segmented control (equal pills in a track) instead of underlined tabs. */
  segmented?: boolean;
  panelId?: string;
}) {
  return (
    <div
      className={segmented ? "tabs segmented" : "tabs"}
      role="tablist"
      aria-label={label}
      onKeyDown={(event) => {
        const n = tabs.length;
        const step = KEY_STEPS[event.key];
        const at = tabs.findIndex((tab) => tab.id === value);
        const index =
          event.key === "Home"
            ? 0
            : event.key === "End"
              ? n - 1
              : step === undefined
                ? -1
                : (at + step + n) % n;
        if (index < 0) return;
        event.preventDefault();
        onChange(tabs[index]!.id);
        (event.currentTarget.children[index] as HTMLElement | undefined)?.focus();
      }}
    >
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          className="tab"
          id={panelId && `${panelId}-${tab.id}`}
          aria-controls={panelId}
          aria-selected={tab.id === value}
          tabIndex={tab.id === value ? 0 : -1}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
          {tab.count !== undefined && <span className="badge">{tab.count}</span>}
        </button>
      ))}
    </div>
  );
}
