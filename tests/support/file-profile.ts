import { writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { childrenCpuSeconds } from "../../scripts/test-profile.mjs";

// With TEST_PROFILE_DIR set (scripts/test.mjs sets it), each test file leaves one JSON line
// there: its CPU time in the Vitest worker (imports included) and in the processes it started
// and waited for (built servers, clusters), so the profile can tell CPU from waiting.
const dir = process.env.TEST_PROFILE_DIR;

if (dir) {
  const cpuAtStart = process.cpuUsage();
  const childrenAtStart = childrenCpuSeconds();
  let file = "";
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a hook's first argument as fixtures
  beforeAll(({}, suite) => {
    file = relative(process.cwd(), ("file" in suite ? suite.file : suite).filepath);
  });
  afterAll(() => {
    const used = process.cpuUsage(cpuAtStart);
    const line = {
      file,
      workerCpu: (used.user + used.system) / 1e6,
      childrenCpu: childrenCpuSeconds() - childrenAtStart,
    };
    writeFileSync(join(dir, `vitest-files.jsonl`), `${JSON.stringify(line)}\n`, { flag: "a" });
  });
}
