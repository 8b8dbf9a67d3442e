import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { collectOutput } from "./server-process";

// The servers' output as the tests read it: a line written to stdout in two pieces, with a
// stderr line in between, stays one line (request-log.test lost a request's line to this).

describe("a child's output, read line by line", () => {
  it("keeps a stdout line whole when stderr writes between its pieces", async () => {
    const script = `
      const { writeSync } = require("node:fs");
      const wait = () => new Promise((done) => setTimeout(done, 50));
      (async () => {
        writeSync(1, '{"msg":"request",');
        await wait();
        writeSync(2, "a warning\\n");
        await wait();
        writeSync(1, '"requestId":"last"}\\nno newline at the end');
      })();
    `;
    const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "pipe"] });
    const { output, exited } = collectOutput(child);
    expect(await exited).toBe(0);
    expect(output().split("\n")).toEqual([
      "a warning",
      '{"msg":"request","requestId":"last"}',
      "no newline at the end",
    ]);
  });
});
