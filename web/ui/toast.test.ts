import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { shownToasts, toast } from "./toast";

const CAP = "You can only make 5 picks per week";

describe("toasts", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
  });

  test("three taps past the weekly cap show the message once, not three stacked copies", () => {
    toast.error(CAP, { ms: 3000 });
    toast.error(CAP, { ms: 3000 });
    toast.error(CAP, { ms: 3000 });
    expect(shownToasts().map((t) => t.text)).toEqual([CAP]);
  });

  test("a repeated message is the newest toast and stays its full time from the last repeat", () => {
    toast.error(CAP, { ms: 3000 });
    toast.success("Picks submitted successfully!");
    vi.advanceTimersByTime(2000);
    toast.error(CAP, { ms: 3000 });
    expect(shownToasts().map((t) => t.text)).toEqual(["Picks submitted successfully!", CAP]);
    // The first copy's time is up; the repeat's is not.
    vi.advanceTimersByTime(1500);
    expect(shownToasts().map((t) => t.text)).toEqual([CAP]);
    vi.advanceTimersByTime(1500);
    expect(shownToasts()).toEqual([]);
  });

  test("different messages, or the same words as another kind, each get their own toast", () => {
    toast.error(CAP);
    toast.warning(CAP);
    toast.error("Network error. Please check your connection.");
    expect(shownToasts().map((t) => `${t.kind}: ${t.text}`)).toEqual([
      `error: ${CAP}`,
      `warning: ${CAP}`,
      "error: Network error. Please check your connection.",
    ]);
  });
});
