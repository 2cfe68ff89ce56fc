// Creates .dev.vars with random local secrets when it is missing (git-ignored; never committed).
import { randomBytes } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";

const path = new URL("../.dev.vars", import.meta.url);
if (!existsSync(path)) {
  const secret = () => randomBytes(32).toString("base64url");
  writeFileSync(path, `JWT_SECRET=${secret()}\nPASSWORD_PEPPER=${secret()}\n`);
  console.log("Created .dev.vars with fresh local secrets");
}
