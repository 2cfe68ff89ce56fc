/**
 * The Achievements card (issue 15): the catalogue from GET /api/achievements/ as tiles, earned ones
 * (icon, name, description, the date) first as the server orders them, then the rest with a muted
 * icon and a progress bar; "N of M" earned in the header. A phone shows a few tiles until the fan
 * asks for all.
 */
import { useId, useState } from "react";
import type { AchievementView } from "#domain/achievements/contract";
import { formatDate } from "#web/lib/format";
import { useApiQuery } from "#web/lib/query";
import { Badge } from "#web/ui/badge";
import { Button } from "#web/ui/button";
import { CachedNotice } from "#web/ui/cached-notice";
import { Card } from "#web/ui/card";
import { LoadFailed } from "#web/ui/load-failed";
import { EmptyState } from "#web/ui/empty-state";
import { Icon } from "#web/ui/icons";
import { Skeleton } from "#web/ui/skeleton";
import {
  COMPACT_TILES,
  earnedCountText,
  progressPercent,
  progressText,
  visibleAchievements,
} from "../achievement-list";
import { ACHIEVEMENTS_PATH, achievementsQuery } from "../api/stats-api";
import { achievementIconPath } from "./achievement-icons";
import "../stats.css";

const TITLE = "Achievements";

export function AchievementGrid() {
  const answer = useApiQuery(achievementsQuery());
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const data = answer.data;
  if (!data) {
    return (
      <Card title={TITLE} aria-label={TITLE} className="achievements-card">
        {answer.isError ? (
          <LoadFailed onRetry={answer.retry}>Failed to load achievements</LoadFailed>
        ) : (
          <div className="achievement-grid" role="status" aria-label="Loading achievements">
            {Array.from({ length: COMPACT_TILES }, (_, i) => (
              <Skeleton key={i} height="5.5rem" />
            ))}
          </div>
        )}
      </Card>
    );
  }
  const shown = visibleAchievements(data.achievements, expanded);
  const hidden = data.achievements.length - shown.length;
  return (
    <Card
      title={TITLE}
      aria-label={TITLE}
      className="achievements-card"
      actions={
        <span data-testid="achievements-earned">
          <Badge tone={data.earned_count > 0 ? "success" : "neutral"}>
            {earnedCountText(data.earned_count, data.total)} earned
          </Badge>
        </span>
      }
    >
      <CachedNotice path={ACHIEVEMENTS_PATH} />
      {data.achievements.length === 0 ? (
        <EmptyState icon="trophy">No achievements yet</EmptyState>
      ) : (
        <>
          <ul className="achievement-grid" id={listId}>
            {shown.map((a) => (
              <AchievementTile key={a.id} achievement={a} />
            ))}
          </ul>
          {(hidden > 0 || expanded) && data.achievements.length > COMPACT_TILES && (
            <Button
              variant="ghost"
              block
              className="achievement-more"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((e) => !e)}
            >
              {expanded ? "Show fewer" : `Show all ${data.achievements.length} (${hidden} more)`}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}

function AchievementTile({ achievement: a }: { achievement: AchievementView }) {
  const earned = a.earned_at !== null;
  const percent = progressPercent(a.progress);
  return (
    <li
      className={earned ? "achievement-tile is-earned" : "achievement-tile"}
      data-testid="achievement"
      data-earned={earned}
    >
      <span className="achievement-icon" aria-hidden="true">
        <Icon d={achievementIconPath(a.icon)} size={22} />
      </span>
      <div className="achievement-text">
        <p className="achievement-name">{a.name}</p>
        <p className="achievement-desc">{a.description}</p>
        {a.earned_at !== null ? (
          <p className="achievement-date">
            Earned <time dateTime={a.earned_at}>{formatDate(a.earned_at)}</time>
          </p>
        ) : (
          <div className="achievement-progress">
            <span
              className="stats-bar"
              role="progressbar"
              aria-label={`${a.name} progress`}
              aria-valuemin={0}
              aria-valuemax={a.progress.target}
              aria-valuenow={Math.min(a.progress.current, a.progress.target)}
              aria-valuetext={progressText(a.progress)}
            >
              <span className="stats-bar-fill" style={{ width: `${percent}%` }} />
            </span>
            <span className="achievement-count">{progressText(a.progress)}</span>
          </div>
        )}
      </div>
    </li>
  );
}
