import { Fragment, type ReactNode } from "react";

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/** Plain text with every http(s) URL turned into a link (mail bodies hold the full verification/reset link). */
export function LinkifiedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    // A sentence may end right after a link: the full stop is not part of it.
    const url = match[0].replace(TRAILING_PUNCTUATION, "");
    const start = match.index;
    parts.push(<Fragment key={`t${start}`}>{text.slice(last, start)}</Fragment>);
    parts.push(
      <a key={`a${start}`} href={url}>
        {url}
      </a>,
    );
    last = start + url.length;
  }
  parts.push(<Fragment key="end">{text.slice(last)}</Fragment>);
  return <>{parts}</>;
}
