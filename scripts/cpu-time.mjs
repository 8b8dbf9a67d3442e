// Runs a command, then writes the CPU seconds its process tree used to the file named by
// CPU_TIME_FILE, as `{ "cpu": s }`. The kernel adds a child's CPU time, and that of the
// descendants it waited for, to its parent once the child is reaped, so this process's children's
// time is the command's tree. Daemons it detached (a PostgreSQL started by pg_ctl) are not in it.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { childrenCpuSeconds } from "./test-profile.mjs";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: CPU_TIME_FILE=out.json node scripts/cpu-time.mjs <command> [args…]");
  process.exit(2);
}

const child = spawn(command, args, { stdio: "inherit" });
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => child.kill(signal));
}
child.on("error", (error) => {
  console.error(error.message);
  process.exit(127);
});
child.on("close", (code, signal) => {
  const out = process.env.CPU_TIME_FILE;
  if (out) writeFileSync(out, JSON.stringify({ cpu: childrenCpuSeconds() }));
  process.exit(code ?? (signal ? 1 : 0));
});
