import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lockDataDir } from "../../src/server/db/client";

const work = mkdtempSync(join(tmpdir(), "lock-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let n = 0;
/** A data directory whose lock file names `pid`, as a server left it. */
function dirLockedBy(pid: number) {
  const dir = join(work, `dir${++n}`);
  mkdirSync(dir);
  writeFileSync(join(dir, "server.lock"), String(pid));
  return dir;
}

describe("the data directory lock (one server process per PGlite directory)", () => {
  it("takes over the lock of a server that died (kill -9 leaves the file behind)", () => {
    const dead = spawnSync(process.execPath, ["-e", ""]).pid;
    const dir = dirLockedBy(dead);
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, "server.lock"))).toBe(false);
  });

  it("takes over a lock naming its own pid that it does not hold (a restarted container reuses pid 1)", () => {
    const release = lockDataDir(dirLockedBy(process.pid));
    release();
  });

  it("refuses a directory a running process holds, naming that process", () => {
    const dir = dirLockedBy(process.ppid);
    expect(() => lockDataDir(dir)).toThrow(`in use by another server (pid ${process.ppid})`);
    expect(readFileSync(join(dir, "server.lock"), "utf8")).toBe(String(process.ppid));
  });

  it("refuses a second lock in the same process until the first is released", () => {
    const dir = join(work, "same-process");
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(/in use by another server/);
    expect(() => lockDataDir(`${dir}/.`)).toThrow(/in use by another server/);
    release();
    lockDataDir(dir)();
  });
});
