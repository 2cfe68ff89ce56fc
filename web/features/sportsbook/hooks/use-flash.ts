import { useCallback, useEffect, useRef, useState } from "react";

export interface Flash {
  kind: "success" | "error" | "warning";
  text: string;
}

/** Section 8 banners: success 3 s, errors 5 s, transient validation 3 s. */
export function useFlash() {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback((kind: Flash["kind"], text: string, ms?: number) => {
    clearTimeout(timer.current);
    setFlash({ kind, text });
    timer.current = setTimeout(() => setFlash(null), ms ?? (kind === "error" ? 5000 : 3000));
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { flash, show };
}
