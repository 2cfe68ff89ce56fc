import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The top-level [vars] table of wrangler.toml (what a deploy without CLOUDFLARE_ENV gets). */
function topLevelVars(): Record<string, string> {
  const toml = readFileSync(new URL("../wrangler.toml", import.meta.url), "utf8");
  const section = toml.split(/^\[vars\]$/m)[1]?.split(/^\[/m)[0] ?? "";
  const vars: Record<string, string> = {};
  for (const match of section.matchAll(/^(\w+)\s*=\s*"([^"]*)"/gm)) vars[match[1]!] = match[2]!;
  return vars;
}

describe("wrangler.toml", () => {
  it("deploys as production by default: development routes need an explicit local setting", () => {
    expect(topLevelVars().ENVIRONMENT).toBe("production");
  });
});
