import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { BOARD_LIMITS, type MentionMember } from "#domain/board/contract";
import { LEAGUE_MENTIONS, isLeagueMention, mentionQueryAt } from "#domain/board/mentions";

interface Suggestion {
  username: string;
  label: string;
}

/** Up to 8 members whose username or name matches, then league / everyone / all that match. */
export function mentionSuggestions(members: readonly MentionMember[], query: string): Suggestion[] {
  const q = query.toLowerCase();
  const people = members
    .filter((m) => !isLeagueMention(m.username))
    .filter((m) => m.username.toLowerCase().includes(q) || m.full_name.toLowerCase().includes(q))
    .slice(0, BOARD_LIMITS.suggestionsMax)
    .map((m) => ({
      username: m.username,
      label: m.full_name && m.full_name !== m.username ? m.full_name : "",
    }));
  const fixed = LEAGUE_MENTIONS.filter((name) => name.startsWith(q)).map((name) => ({
    username: name,
    label: name === "league" ? "Everyone in the league" : `Everyone (@${name})`,
  }));
  return [...people, ...fixed];
}

/**
 * A text box with the mention picker: it opens after an @ with no space after it, arrows move,
 * Enter or a tap chooses, Escape closes. Counts to `maxLength`.
 */
export function MentionInput({
  value,
  onChange,
  members,
  label,
  rows = 3,
  maxLength = BOARD_LIMITS.contentMax,
  onSubmitShortcut,
}: {
  value: string;
  onChange: (value: string) => void;
  members: readonly MentionMember[];
  label: string;
  rows?: number;
  maxLength?: number;
  /** Ctrl/Cmd+Enter. */
  onSubmitShortcut?: () => void;
}) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const suggestions = useMemo(
    () => (mention ? mentionSuggestions(members, mention.query) : []),
    [members, mention],
  );
  const open = mention !== null && suggestions.length > 0;

  const update = (text: string, caret: number) => {
    onChange(text);
    setMention(mentionQueryAt(text, caret));
    setActive(0);
  };

  const choose = (s: Suggestion) => {
    if (!mention || !box.current) return;
    const caret = box.current.selectionStart;
    const inserted = `@${s.username} `;
    const text = `${value.slice(0, mention.start)}${inserted}${value.slice(caret)}`.slice(
      0,
      maxLength,
    );
    onChange(text);
    setMention(null);
    const at = mention.start + inserted.length;
    requestAnimationFrame(() => {
      box.current?.focus();
      box.current?.setSelectionRange(at, at);
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        e.preventDefault();
        const step = e.key === "ArrowDown" ? 1 : -1;
        setActive((a) => (a + step + suggestions.length) % suggestions.length);
        return;
      }
      if (e.key === "Enter" || e.key === "Tab") {
        e.preventDefault();
        choose(suggestions[active]!);
        return;
      }
      if (e.key === "Escape") {
        e.preventDefault();
        setMention(null);
        return;
      }
    }
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey) && onSubmitShortcut) {
      e.preventDefault();
      onSubmitShortcut();
    }
  };

  return (
    <div className="mention-input">
      <label className="small muted" htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={box}
        id={id}
        className="input board-textarea"
        rows={rows}
        value={value}
        maxLength={maxLength}
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open ? `${id}-opt-${active}` : undefined}
        onChange={(e) => update(e.target.value, e.target.selectionStart)}
        onKeyDown={onKeyDown}
        onClick={(e) => setMention(mentionQueryAt(value, e.currentTarget.selectionStart))}
        onBlur={() => setTimeout(() => setMention(null), 150)}
      />
      {open && (
        <ul id={`${id}-list`} className="mention-list" role="listbox" aria-label="Mention someone">
          {suggestions.map((s, i) => (
            <li
              key={s.username}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              className="mention-option"
              onMouseDown={(e) => {
                e.preventDefault();
                choose(s);
              }}
            >
              <strong>@{s.username}</strong>
              {s.label && <span className="small muted"> {s.label}</span>}
            </li>
          ))}
        </ul>
      )}
      <span className={`small muted board-counter${value.length >= maxLength ? " is-full" : ""}`}>
        {value.length}/{maxLength}
      </span>
    </div>
  );
}
