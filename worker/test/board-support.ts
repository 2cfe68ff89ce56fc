/**
 * What the board tests (board*.test.ts) share: posting to a league's board and reading it.
 */
import { call } from "./support";

export const post = (token: string, body: unknown, headers?: Record<string, string>) =>
  call("/api/message-board/", { token, body, headers });
export const board = (token: string, query: string) =>
  call(`/api/message-board/?${query}`, { token });
