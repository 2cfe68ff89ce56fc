/** The board's icon paths (24-unit grid, drawn by web/ui Icon): kept in the board's own chunk. */
import type { MessageType } from "#domain/board/contract";

export const BOARD_PATHS = {
  chat: "M4 5h16v11H9l-5 4z",
  up: "M12 5l7 8h-4v6H9v-6H5z",
  down: "M12 19l-7-8h4V5h6v6h4z",
  star: "m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z",
  trash: "M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3",
  reply: "M10 8 4 13l6 5m-6-5h11a5 5 0 0 1 5 5v1",
  image: "M4 5h16v14H4zm0 11 5-5 4 4 3-3 4 4M15.5 9.5h.01",
  search: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm10 17-5-5",
  clock: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 2",
  userPlus: "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-6 9a6 6 0 0 1 12 0M19 8v6m-3-3h6",
  userMinus: "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-6 9a6 6 0 0 1 12 0M16 11h6",
  trophy: "M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4m8-4h3a3 3 0 0 1-3 4m-4 3v4m-4 3h8m-7-3h6",
  egg: "M12 3c3.5 0 7 6 7 11a7 7 0 0 1-14 0c0-5 3.5-11 7-11z",
  rocket: "M5 19c0-3 1-5 3-6m3 8c3 0 5-1 6-3M9 15l-3-3 4-6c3-3 7-3 9-3 0 2 0 6-3 9l-6 4zM15 9h.01",
  bolt: "M13 3 5 14h6l-1 7 8-11h-6z",
  flame: "M12 3c1 4 5 5 5 10a5 5 0 0 1-10 0c0-3 2-4 2-7 2 1 3 3 3 5 1-1 1-3 0-8z",
  broken: "M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10zM12 7.5l-1 4 2 1-1 4",
  megaphone: "M4 10v4h3l7 4V6l-7 4zm14-1a4 4 0 0 1 0 6",
} satisfies Record<string, string>;

/** Each automatic type's own icon (spec: system-style posts with distinct icons). */
export const TYPE_ICON: Record<MessageType, string> = {
  user: BOARD_PATHS.chat,
  system: BOARD_PATHS.megaphone,
  league_update: BOARD_PATHS.megaphone,
  auto_join: BOARD_PATHS.userPlus,
  auto_leave: BOARD_PATHS.userMinus,
  auto_perfect: BOARD_PATHS.trophy,
  auto_goose_egg: BOARD_PATHS.egg,
  auto_not_close: BOARD_PATHS.rocket,
  auto_nail_biter: BOARD_PATHS.bolt,
  auto_lock_streak: BOARD_PATHS.flame,
  auto_broken_streak: BOARD_PATHS.broken,
};

export const TYPE_LABEL: Record<MessageType, string> = {
  user: "Message",
  system: "Announcement",
  league_update: "League update",
  auto_join: "New member",
  auto_leave: "Member left",
  auto_perfect: "Perfect week",
  auto_goose_egg: "Goose egg",
  auto_not_close: "Not close",
  auto_nail_biter: "Nail-biter",
  auto_lock_streak: "Lock streak",
  auto_broken_streak: "Streak over",
};
