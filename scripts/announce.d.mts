// Types of scripts/announce.mjs, for the Worker test that runs its statement on D1.
export function checkAnnouncement(
  raw: unknown,
): { ok: true; text: string } | { ok: false; error: string };
export function announcementSql(text: string, options?: { key?: string; day?: string }): string;
