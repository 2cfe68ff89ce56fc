/**
 * An image picked from the device, sent as a data string (domain/images.ts): checked here by its
 * bytes and size before it is sent (the server checks again), with a preview and Remove. The value
 * is the data string, the stored image's path, or "" for none.
 */
import { useId, useState } from "react";
import { decodeImageDataUrl } from "#domain/images";
import { readAsDataUrl } from "#web/lib/files";

const ACCEPT = "image/png,image/jpeg,image/gif,image/webp";

export function ImageField({
  label,
  value,
  onChange,
  maxBytes,
  tooBig,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxBytes: number;
  /** The message when the file is over `maxBytes`. */
  tooBig: string;
  /** The server's message about the field, if any. */
  error?: string;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {value && (
        <div className="image-field-preview">
          <img src={value} alt="" />
          <button type="button" className="btn btn-link btn-sm" onClick={() => onChange("")}>
            Remove
          </button>
        </div>
      )}
      <input
        id={id}
        className="input"
        type="file"
        accept={ACCEPT}
        aria-invalid={shown ? true : undefined}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (!file) return;
          const data = await readAsDataUrl(file).catch(() => "");
          const checked = decodeImageDataUrl(data, maxBytes, tooBig);
          if (!checked.ok) return setProblem(checked.error);
          setProblem(null);
          onChange(data);
        }}
      />
      {shown && <span className="field-error">{shown}</span>}
    </div>
  );
}
