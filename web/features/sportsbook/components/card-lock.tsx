import { Icon } from "#web/ui/icons";

/** A pending pick on a card, offered as the lock right where it was picked. */
export interface LockChoice {
  key: string;
  name: string;
  isLock: boolean;
}

/**
 * The card's pending picks offered as the week's lock (both sportsbook screens; ADR 1104). Two
 * actions, named for what they do: 'Make … your lock' (asked first) and '… is your lock Remove'.
 */
export function CardLockButtons({
  choices,
  onLock,
}: {
  choices: LockChoice[];
  onLock: (key: string, on: boolean) => void;
}) {
  return choices.map((c) => (
    <button
      key={c.key}
      type="button"
      className={`card-lock${c.isLock ? " card-lock-on" : ""}`}
      onClick={() => onLock(c.key, !c.isLock)}
    >
      <Icon name="lock" size={16} />
      {c.isLock ? (
        <>
          {c.name} is your lock <span className="card-lock-undo">Remove</span>
        </>
      ) : (
        `Make ${c.name} your lock`
      )}
    </button>
  ));
}
