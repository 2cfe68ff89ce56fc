/**
 * The newer sportsbook's My Leagues: a League sport choice, then a button per league with this
 * week's picks; choosing one makes the screen's picks for it.
 */
import type { SportsbookLeague } from "#domain/sportsbook/contract";
import { useApiQuery } from "#web/lib/query";
import { userPicksQuery } from "../api/sportsbook-api";

export function NewLeagueList({
  leagues,
  sport,
  onSport,
  leagueId,
  onLeague,
}: {
  leagues: SportsbookLeague[];
  /** The League sport shown ('all' or a sport's name). */
  sport: string;
  onSport: (sport: string) => void;
  leagueId: number | null;
  onLeague: (league: SportsbookLeague) => void;
}) {
  const visibleLeagues = leagues.filter(
    (l) => sport === "all" || l.sport_name === sport || l.sport.name === sport,
  );
  return (
    <div className="stack-sm">
      <label className="field">
        <span className="field-label">League sport</span>
        <select className="select" value={sport} onChange={(e) => onSport(e.target.value)}>
          <option value="all">All Sports</option>
          <option value="NCAA Football">NCAA Football</option>
          <option value="NFL">NFL</option>
          <option value="NBA">NBA</option>
        </select>
      </label>
      <h2>My Leagues</h2>
      <div className="sbn-leagues">
        {visibleLeagues.map((l) => (
          <LeagueButton
            key={l.id}
            league={l}
            active={l.id === leagueId}
            onClick={() => onLeague(l)}
          />
        ))}
      </div>
      {visibleLeagues.length > 3 && <p className="small muted">Scroll for more leagues...</p>}
    </div>
  );
}

/** A league of the sidebar: this week's picks over the requirement and the correct ones. */
function LeagueButton({
  league,
  active,
  onClick,
}: {
  league: SportsbookLeague;
  active: boolean;
  onClick: () => void;
}) {
  const picks = useApiQuery(userPicksQuery(league.id)).data?.picks ?? [];
  const thisWeek = picks.filter((p) => p.week === league.current_week);
  return (
    <button
      type="button"
      className={`card sbn-league${active ? " sbn-league-active" : ""}`}
      onClick={onClick}
    >
      <strong>{league.name}</strong>
      <div className="small muted">
        {league.sport_name} · {thisWeek.length}/
        {league.postseason_only ? league.picks_required_this_week : league.picks_required} picks
        this week · {picks.filter((p) => p.is_correct).length} correct
      </div>
    </button>
  );
}
