/**
 * The newer sportsbook's collapsible Top 25 (spec section 2: first 25, rank, name, wins-losses,
 * conference, points; 'Rankings loading...', the name of its skeleton), from GET /api/rankings/ — drawn by the one
 * RankingsList.
 */
import { useState } from "react";
import { Icon } from "#web/ui/icons";
import { SkeletonRows } from "#web/ui/skeleton";
import { useApiQuery } from "#web/lib/query";
import { sidebarRankingsQuery } from "../api/season-api";
import { RankingsList } from "./rankings-list";
import "../season.css";

export function SidebarRankings() {
  const [open, setOpen] = useState(true);
  const { data, isError } = useApiQuery(sidebarRankingsQuery());
  const rankings = isError ? [] : data?.rankings.slice(0, 25);
  return (
    <section className="card" aria-label="Top 25">
      <button
        type="button"
        className="btn btn-ghost btn-block"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        Top 25 <Icon name={open ? "chevronDown" : "chevronRight"} size={16} />
      </button>
      {open &&
        (rankings === undefined ? (
          // The spec's 'Rankings loading...' names the skeleton for screen readers.
          <SkeletonRows label="Rankings loading..." rows={6} height={32} />
        ) : (
          <RankingsList
            label="Top 25"
            rows={rankings.map((r) => ({
              id: r.id,
              rank: r.rank,
              name: r.name,
              detail: [`${r.wins}-${r.losses}`, r.conference].filter(Boolean).join(" · "),
              points: r.points,
              pointsUnit: "pts",
            }))}
          />
        ))}
    </section>
  );
}
