import { describe, expect, it } from "vitest";
import type { CatalogueVersion } from "../../src/server/catalogue/version";
import { versionMemo } from "../../src/server/catalogue/version-memo";

/** A version whose number and liveness the test moves by hand. */
function fakeVersion(): CatalogueVersion & { value: number; isLive: boolean } {
  return {
    value: 1,
    isLive: true,
    onChange: () => () => undefined,
    settle: async () => undefined,
    close: async () => undefined,
  };
}

/** A loader that counts its reads and answers what `values` holds at the time. */
function countingLoader(values: Map<number, string | undefined>) {
  const reads: number[] = [];
  const load = async (key: number) => {
    reads.push(key);
    return values.get(key);
  };
  return { reads, load };
}

describe("versionMemo", () => {
  it("reads a key once per version, and again once the version moves", async () => {
    const version = fakeVersion();
    const values = new Map([[7, "seven"]]);
    const { reads, load } = countingLoader(values);
    const memo = versionMemo(version, load);
    expect(await Promise.all([memo(7), memo(7)])).toEqual(["seven", "seven"]);
    expect(await memo(7)).toBe("seven");
    expect(reads).toEqual([7]);
    values.set(7, "seven, edited");
    version.value = 2;
    expect(await memo(7)).toBe("seven, edited");
    expect(reads).toEqual([7, 7]);
  });

  it("keeps nothing while the version is not live: every read goes to the loader", async () => {
    const version = fakeVersion();
    version.isLive = false;
    const { reads, load } = countingLoader(new Map([[1, "one"]]));
    const memo = versionMemo(version, load);
    await memo(1);
    await memo(1);
    expect(reads).toEqual([1, 1]);
  });

  it("forgets what `keep` refuses and a failed read, so the next call asks again", async () => {
    const version = fakeVersion();
    const { reads, load } = countingLoader(new Map([[1, "one"]]));
    const memo = versionMemo(version, load, (value) => value !== undefined);
    expect(await memo(404)).toBeUndefined();
    expect(await memo(404)).toBeUndefined();
    expect(reads).toEqual([404, 404]);

    let fails = true;
    const flaky = versionMemo(version, async (key: number) => {
      if (fails) throw new Error("connection lost");
      return key * 2;
    });
    await expect(flaky(3)).rejects.toThrow("connection lost");
    fails = false;
    expect(await flaky(3)).toBe(6);
  });
});
