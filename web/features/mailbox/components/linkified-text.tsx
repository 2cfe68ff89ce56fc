import { Fragment } from "react";

const URL_PATTERN = /(https?:\/\/[^\s<>"')\]]+)/g;

/** Plain text with every http(s) URL turned into a link (mail bodies hold the full verification/reset link). */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
