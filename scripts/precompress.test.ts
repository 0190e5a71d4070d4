import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { minBytes, precompressDir } from "./precompress.ts";

describe("precompressDir", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "pontas-precompress-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes .br and .gz beside text files of 1 KB or more, in every folder, and nothing else", async () => {
    const big = `export const copy = ${JSON.stringify("Diagnóstico de crecimiento · ".repeat(80))};\n`;
    mkdirSync(path.join(dir, "assets"));
    mkdirSync(path.join(dir, "es/contacto"), { recursive: true });
    writeFileSync(path.join(dir, "assets/page-abc.js"), big);
    writeFileSync(path.join(dir, "es/contacto/index.html"), `<!DOCTYPE html><p>${big}</p>`);
    writeFileSync(path.join(dir, "assets/tiny.css"), "a{color:red}");
    writeFileSync(path.join(dir, "og.png"), Buffer.alloc(4096, 7));

    expect(await precompressDir(dir)).toBe(2);

    for (const file of ["assets/page-abc.js", "es/contacto/index.html"]) {
      const original = readFileSync(path.join(dir, file));
      const br = readFileSync(path.join(dir, `${file}.br`));
      const gz = readFileSync(path.join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
      // Brotli at quality 11 beats gzip -9 on text; both beat the original by far.
      expect(br.length).toBeLessThan(gz.length);
      expect(gz.length).toBeLessThan(original.length / 4);
    }
    expect(readFileSync(path.join(dir, "assets/tiny.css")).length).toBeLessThan(minBytes);
    expect(existsSync(path.join(dir, "assets/tiny.css.br"))).toBe(false);
    expect(existsSync(path.join(dir, "og.png.br"))).toBe(false);
    expect(existsSync(path.join(dir, "og.png.gz"))).toBe(false);
  });
});
