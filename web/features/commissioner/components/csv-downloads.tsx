import { useState } from "react";
import { errorMessage } from "#web/api/errors";
import { useOnline } from "#web/lib/online";
import { Button } from "#web/ui/button";
import { toast } from "#web/ui/toast";
import { downloadFile } from "../api/download-file";

/**
 * The commissioner's CSV downloads (issue 48): the standings and the week's picks (of games that
 * have started), as files named by the server. A desktop's tools; a phone shows them last.
 */
export function CsvDownloads({
  leagueId,
  week,
  weekName,
}: {
  leagueId: number;
  week: number;
  weekName: string;
}) {
  const online = useOnline();
  const [busy, setBusy] = useState<"standings" | "picks" | null>(null);
  async function download(which: "standings" | "picks") {
    setBusy(which);
    try {
      const name = await downloadFile(
        `/leagues/${leagueId}/export/${which}.csv`,
        which === "picks" ? { week } : undefined,
        `${which}.csv`,
      );
      toast.success(`Downloaded ${name}`);
    } catch (err) {
      toast.error(errorMessage(err, "The download failed"));
    } finally {
      setBusy(null);
    }
  }
  return (
    <div className="csv-downloads">
      <h3 className="small">Downloads</h3>
      <div className="row csv-download-buttons">
        <Button
          size="sm"
          variant="secondary"
          busy={busy === "standings"}
          disabled={!online}
          onClick={() => void download("standings")}
        >
          Download standings (CSV)
        </Button>
        <Button
          size="sm"
          variant="secondary"
          busy={busy === "picks"}
          disabled={!online}
          onClick={() => void download("picks")}
        >
          Download {weekName} picks (CSV)
        </Button>
      </div>
    </div>
  );
}
