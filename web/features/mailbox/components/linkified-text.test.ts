import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LinkifiedText } from "./linkified-text";

const render = (text: string) => renderToStaticMarkup(createElement(LinkifiedText, { text }));

describe("mail text links (the dev mailbox makes mailed links clickable)", () => {
  it("turns the verification link into an anchor and keeps the rest as text", () => {
    const html = render(
      "Hi fan,\n\nOpen this link:\n\nhttp://localhost:8787/verify-email?token=abc_DEF-123\n\nBye",
    );
    expect(html).toBe(
      'Hi fan,\n\nOpen this link:\n\n<a href="http://localhost:8787/verify-email?token=abc_DEF-123">http://localhost:8787/verify-email?token=abc_DEF-123</a>\n\nBye',
    );
  });

  it("leaves a full stop after a link out of it", () => {
    expect(render("Log in at https://pickem.example.com/login.")).toBe(
      'Log in at <a href="https://pickem.example.com/login">https://pickem.example.com/login</a>.',
    );
  });

  it("links every URL and escapes everything else", () => {
    const html = render("a http://x.test/1 b https://y.test/2 <script>");
    expect(html).toContain('<a href="http://x.test/1">');
    expect(html).toContain('<a href="https://y.test/2">');
    expect(html).toContain("&lt;script&gt;");
  });

  it("never links javascript: or other schemes", () => {
    expect(render("javascript:alert(1) ftp://x.test")).not.toContain("<a");
  });
});
