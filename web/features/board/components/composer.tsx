import { useId, useState } from "react";
import { BOARD_TEXTS, type MentionMember } from "#domain/board/contract";
import { IMAGE_TEXTS, MAX_IMAGE_BYTES, decodeImageDataUrl } from "#domain/images";
import { useOnline } from "#web/lib/online";
import { Button } from "#web/ui/button";
import { Icon } from "#web/ui/icons";
import { toast } from "#web/ui/toast";
import { queuePost } from "../api/board-api";
import { BOARD_PATHS } from "./board-icons";
import { MentionInput } from "./mention-input";
import { readAsDataUrl } from "#web/lib/files";

export const OFFLINE_SAVED = "Saved on this phone. It will be posted when you're back online.";

/** The composer of All Messages: text with mentions (to 1000), an image or GIF, Post. */
export function Composer({
  leagueId,
  members,
}: {
  leagueId: number;
  members: readonly MentionMember[];
}) {
  const fileId = useId();
  const online = useOnline();
  const [text, setText] = useState("");
  const [image, setImage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canPost = (text.trim() !== "" || image !== null) && !busy;

  async function post() {
    if (!canPost) return;
    setBusy(true);
    try {
      await queuePost(leagueId, text.trim(), image);
      setText("");
      setImage(null);
      if (!online) toast.info(OFFLINE_SAVED);
    } catch {
      toast.error(BOARD_TEXTS.postFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="board-composer"
      onSubmit={(e) => {
        e.preventDefault();
        void post();
      }}
    >
      <MentionInput
        value={text}
        onChange={setText}
        members={members}
        label="Message to your league · type @ to mention someone"
        onSubmitShortcut={() => void post()}
      />
      {image && (
        <div className="board-image-preview">
          <img src={image} alt="Selected image" />
          <Button size="sm" variant="secondary" onClick={() => setImage(null)}>
            Remove image
          </Button>
        </div>
      )}
      <div className="board-composer-actions">
        <label htmlFor={fileId} className="btn btn-ghost btn-sm board-image-button">
          <Icon d={BOARD_PATHS.image} />
          <span>Image or GIF</span>
        </label>
        <input
          id={fileId}
          className="sr-only"
          type="file"
          accept="image/*"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (!file) return;
            if (!file.type.startsWith("image/")) return toast.error(IMAGE_TEXTS.notAnImage);
            if (file.size > MAX_IMAGE_BYTES) return toast.error(IMAGE_TEXTS.tooBig);
            const data = await readAsDataUrl(file).catch(() => "");
            const checked = decodeImageDataUrl(data);
            if (!checked.ok) return toast.error(checked.error);
            setImage(data);
            toast.info(BOARD_TEXTS.imageSelected);
          }}
        />
        <Button type="submit" size="sm" disabled={!canPost} busy={busy}>
          Post
        </Button>
      </div>
    </form>
  );
}
