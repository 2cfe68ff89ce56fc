import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { visibleInterval, type VisibilitySource } from "./visible-interval";

/** A page whose visibility the test sets, with the real event dispatch. */
class Page extends EventTarget {
  visibilityState: DocumentVisibilityState = "visible";
  show(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event("visibilitychange"));
  }
}

describe("polling only while the page is visible", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("ticks every minute while visible, never while hidden, at once when shown again", () => {
    const page = new Page();
    const tick = vi.fn();
    const stop = visibleInterval(tick, 60_000, page as unknown as VisibilitySource);
    vi.advanceTimersByTime(60_000);
    expect(tick).toHaveBeenCalledTimes(1);
    page.show("hidden");
    vi.advanceTimersByTime(10 * 60_000);
    expect(tick).toHaveBeenCalledTimes(1);
    page.show("visible");
    expect(tick).toHaveBeenCalledTimes(2);
    // The next minute counts from the tick on showing, not from the old timer.
    vi.advanceTimersByTime(59_000);
    expect(tick).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1_000);
    expect(tick).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(5 * 60_000);
    page.show("hidden");
    page.show("visible");
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it("shown again within the minute: no extra request", () => {
    const page = new Page();
    const tick = vi.fn();
    visibleInterval(tick, 60_000, page as unknown as VisibilitySource);
    vi.advanceTimersByTime(20_000);
    page.show("hidden");
    vi.advanceTimersByTime(10_000);
    page.show("visible");
    expect(tick).not.toHaveBeenCalled();
  });
});
