import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project's directory (the one holding package.json) from a module's URL:
 * `server/` when the server runs from source, `build/host/` once it is built
 * (scripts/build-server.ts), so paths like `build/client` and `var/` resolve
 * the same way in both.
 */
export function projectRoot(moduleUrl: string): string {
  let dir = path.dirname(fileURLToPath(moduleUrl));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(moduleUrl)}`);
    dir = parent;
  }
  return dir;
}
