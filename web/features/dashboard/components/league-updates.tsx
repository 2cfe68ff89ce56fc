import { useEffect, useState, type ComponentType } from "react";
import type { BoardPage } from "#domain/board/contract";
import { useAuth } from "#web/api/session";
import type { QueryOptions } from "#web/lib/query";
import { CachedNotice } from "#web/ui/cached-notice";
import { Button } from "#web/ui/button";
import { Card } from "#web/ui/card";
import { Tabs } from "#web/ui/tabs";
import { leagueUpdatesQuery, type UpdatesTab } from "../api/dashboard-api";

/** What the board's message list takes (the route hands it over: features do not import each other). */
export interface MessageFeedProps {
  pageQuery: (cursor?: number) => QueryOptions<BoardPage>;
  listKey: string;
  emptyText: string;
  label: string;
}

const TABS: { id: UpdatesTab; label: string }[] = [
  { id: "all", label: "All Messages" },
  { id: "mine", label: "Your Messages" },
  { id: "highlights", label: "Highlights" },
];

const EMPTY: Record<UpdatesTab, string> = {
  all: "No messages in your leagues yet.",
  mine: "You have not posted in your leagues yet.",
  highlights: "No highlighted messages yet.",
};

/** Typing searches after this pause (the board's own delay). */
const SEARCH_DELAY_MS = 300;
const SEARCH_MAX = 200;

/**
 * League Updates (spec 000 "Dashboard"): messages from all the user's leagues, with the tabs All
 * Messages / Your Messages / Highlights and a search box. Each message is drawn by the board's own
 * list (`feed`): type, author, league badge, text, image, votes and replies.
 */
export function LeagueUpdates({ feed: Feed }: { feed: ComponentType<MessageFeedProps> }) {
  const userId = useAuth().user?.id ?? null;
  const [tab, setTab] = useState<UpdatesTab>("all");
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const id = setTimeout(() => setSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(id);
  }, [typed]);
  const label = TABS.find((t) => t.id === tab)!.label;
  // A phone shows the five newest, then the rest on a tap: a page of twenty messages was four
  // thousand pixels between the fan and the rest of the dashboard (CSS caps it; wider screens
  // show them all).
  const [capped, setCapped] = useState(true);
  return (
    <Card
      title="League Updates"
      aria-label="League Updates"
      className={`league-updates${capped ? " is-capped" : ""}`}
      actions={<CachedNotice path="/cross-league-messages/" />}
    >
      <div className="stack-sm">
        <Tabs label="League updates" tabs={TABS} value={tab} onChange={setTab} segmented />
        {/* A visible label, as on a league's board: it stays readable while the fan types. */}
        <label className="small muted" htmlFor="league-updates-search">
          Search messages
        </label>
        <input
          id="league-updates-search"
          className="input"
          type="search"
          value={typed}
          maxLength={SEARCH_MAX}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Feed
          pageQuery={(cursor) => leagueUpdatesQuery(tab, userId, search, cursor)}
          listKey={`${tab}:${search.trim()}`}
          emptyText={search.trim() ? "No messages match your search." : EMPTY[tab]}
          label={label}
        />
        {capped && (
          <Button variant="secondary" className="updates-more" onClick={() => setCapped(false)}>
            Show all updates
          </Button>
        )}
      </div>
    </Card>
  );
}
