import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A PostgreSQL cluster of the test's own (the freeze test stops it with SIGSTOP, which
 * the shared test database must never see): initdb in a temporary folder and pg_ctl on a
 * free loopback port, as .ci/run makes CI's, run as the postgres user when we are root
 * (initdb refuses root). Debian's binaries (/usr/lib/postgresql/<version>/bin), the
 * newest; `postgresBin` is undefined when there are none (the test says so and skips).
 */
const debianRoot = "/usr/lib/postgresql";

export const postgresBin: string | undefined = (() => {
  if (!existsSync(debianRoot)) return undefined;
  const versions = readdirSync(debianRoot)
    .filter((version) => existsSync(path.join(debianRoot, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(debianRoot, versions[0], "bin") : undefined;
})();

const asRoot = process.getuid?.() === 0;

function run(command: string, args: string[]) {
  const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  return execFileSync(file, argv, { stdio: ["ignore", "pipe", "pipe"] }).toString();
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The pids of the processes whose parent is `pid` (Linux's /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // "pid (comm) state ppid …": comm may hold spaces, so read after its closing parenthesis.
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

export interface OwnPostgres {
  readonly url: string;
  /** The postmaster and every process it started (its backends and helpers), now. */
  processes(): number[];
  /** Sends `signal` to every process of the cluster. */
  signal(signal: "SIGSTOP" | "SIGCONT"): void;
  stop(): void;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  if (!postgresBin) throw new Error("no PostgreSQL binaries under /usr/lib/postgresql");
  const bin = postgresBin;
  const dir = mkdtempSync(path.join(tmpdir(), "pontas-own-pg-"));
  if (asRoot) chownSync(dir, Number(run("id", ["-u"]).trim()), Number(run("id", ["-g"]).trim()));
  const data = path.join(dir, "data");
  const port = await freePort();
  run(path.join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres"]);
  const options = `-k ${dir} -p ${port} -c listen_addresses=127.0.0.1 -c fsync=off`;
  run(path.join(bin, "pg_ctl"), ["-D", data, "-l", path.join(dir, "log"), "-w", "-o", options, "start"]);
  const postmaster = Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
  const processes = () => [postmaster, ...childrenOf(postmaster)];
  const signal = (name: "SIGSTOP" | "SIGCONT") => {
    for (const pid of processes()) {
      try {
        process.kill(pid, name);
      } catch {
        // A backend that ended meanwhile.
      }
    }
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    processes,
    signal,
    stop() {
      signal("SIGCONT");
      try {
        run(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
