import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { collectOutput } from "./server-process";

// The servers' output as the tests read it: a line written to stdout in two pieces, with a
// stderr line in between, stays one line (request-log.test lost a request's line to this).

describe("a child's output, read line by line", () => {
  it("keeps a stdout line whole when stderr writes between its pieces", async () => {
    // Each piece waits for the parent to have read the one before: three separate reads.
    const script = `
      const { writeSync } = require("node:fs");
      const steps = [
        () => writeSync(2, "a warning\\n"),
        () => writeSync(1, '"requestId":"last"}\\nno newline at the end'),
      ];
      process.stdin.on("data", () => steps.shift()?.());
      process.stdin.on("end", () => process.exit(0));
      writeSync(1, '{"msg":"request",');
    `;
    const child = spawn(process.execPath, ["-e", script], { stdio: ["pipe", "pipe", "pipe"] });
    const { output, exited } = collectOutput(child);
    child.stdout?.once("data", () => {
      child.stderr?.once("data", () => child.stdin?.end("go"));
      child.stdin?.write("go");
    });
    expect(await exited).toBe(0);
    expect(output().split("\n")).toEqual([
      "a warning",
      '{"msg":"request","requestId":"last"}',
      "no newline at the end",
    ]);
  });
});
