/**
 * The owner's photo change, loaded when a file is picked or Remove is confirmed (the page's first
 * draw does not carry the image checks). A new photo passes the board's image checks — an image,
 * at most 5 MB, its bytes say which kind (domain/images.ts) — before it is queued; the server
 * checks again.
 */
import type { ProfilePatchInput } from "#domain/accounts/contract";
import { IMAGE_TEXTS, MAX_IMAGE_BYTES, decodeImageDataUrl } from "#domain/images";
import { readAsDataUrl } from "#web/lib/files";
import { toast } from "#web/ui/toast";
import { enqueue } from "#web/offline/outbox";
import { saveOnPhone } from "./profile-bits";

/**
 * PATCH /api/users/profile/ {avatar}: a profile edit (kind "profile.update", like
 * api/profile.ts's, so the dashboard's profile hears it land), told apart by its body.
 */
const saveAvatar = (avatar: string | null) =>
  enqueue({
    method: "PATCH",
    path: "/users/profile/",
    body: { avatar } satisfies ProfilePatchInput,
    kind: "profile.update",
    label: avatar ? "Profile photo" : "Remove profile photo",
  });

export async function changePhoto(file: File): Promise<void> {
  if (!file.type.startsWith("image/")) return toast.error(IMAGE_TEXTS.notAnImage);
  if (file.size > MAX_IMAGE_BYTES) return toast.error(IMAGE_TEXTS.tooBig);
  const data = await readAsDataUrl(file).catch(() => "");
  const checked = decodeImageDataUrl(data);
  if (!checked.ok) return toast.error(checked.error);
  await saveOnPhone(() => saveAvatar(data));
}

export const removePhoto = () => saveOnPhone(() => saveAvatar(null));
