import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Deployment } from "kubernetes-models/apps/v1";
import { HorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1";
import { ConfigMap, Secret, Service } from "kubernetes-models/v1";
import { parse as parseToml } from "smol-toml";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { ENV_NAMES } from "~/env.server";
import { IMAGE_FLAGS, SERVER_FLAGS } from "~/server/platform/node-flags.mjs";

// The deploy files of docs/deploy.md (ADR 063), checked for what connects them to the server:
// the routes their probes ask exist, every variable they set is one the server reads, the ports
// agree with the image's, and each file passes its tool's own check where one runs offline
// (docker-compose config, promtool, the Kubernetes API's schemas). scripts/container-test.sh
// builds and runs the image itself.

/** What the launcher reads besides src/env.server.ts (src/server/platform/launcher.mjs). */
const LAUNCHER_NAMES = ["WEB_CONCURRENCY"];
/** Read by Node and by the C library: a deployer's flags, the image's malloc arenas (ADR 067). */
const RUNTIME_NAMES = ["NODE_OPTIONS", "MALLOC_ARENA_MAX"];
const KNOWN_NAMES = new Set([...ENV_NAMES, ...LAUNCHER_NAMES, ...RUNTIME_NAMES]);
const READY = "/api/ready";
const HEALTH = "/api/health";

type Json = Record<string, unknown>;
type PackageJson = { scripts: Record<string, string> };

function text(file: string): string {
  return readFileSync(file, "utf8");
}

function yamlOf(file: string): Json {
  return parseYaml(text(file)) as Json;
}

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
function dockerfile(): { keyword: string; args: string }[] {
  const joined = text("Dockerfile")
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("#"))
    .join("\n")
    .replace(/\\\n/g, " ");
  return joined
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => {
      const [keyword = "", ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(" ") };
    });
}

/** The instructions of the last stage, the image that runs. */
function runtimeStage() {
  const all = dockerfile();
  const from = all.map((each) => each.keyword).lastIndexOf("FROM");
  return all.slice(from);
}

function imagePort(): number {
  const expose = runtimeStage().find((each) => each.keyword === "EXPOSE");
  return Number(expose?.args);
}

/** The route file that answers `path`, e.g. src/routes/api/ready.ts for /api/ready. */
function routeExists(path: string): boolean {
  const file = `src/routes${path}.ts`;
  return existsSync(file) && text(file).includes(`createFileRoute("${path}")`);
}

function expectKnownNames(names: string[], where: string) {
  expect(names.length, where).toBeGreaterThan(0);
  expect(
    names.filter((name) => !KNOWN_NAMES.has(name)),
    `${where}: names the server does not read`,
  ).toEqual([]);
}

function tool(command: string, args: string[], install: string) {
  const run = spawnSync(command, args, { encoding: "utf8" });
  if ((run.error as NodeJS.ErrnoException | undefined)?.code === "ENOENT") {
    throw new Error(`${command} is not installed: ${install}`);
  }
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("the Dockerfile", () => {
  const all = dockerfile();
  const runtime = runtimeStage();
  const env = runtime.filter((each) => each.keyword === "ENV").map((each) => each.args);
  // A name starts its word: NODE_OPTIONS's quoted flags hold `=` too.
  const assignments = () =>
    env.flatMap((args) => [...args.matchAll(/(?<!\S)(\w+)=("[^"]*"|\S+)/g)]);
  const envValue = (name: string) => assignments().find((m) => m[1] === name)?.[2];

  it("takes its base image as a build argument, Node 24 slim by default", () => {
    expect(all[0]).toEqual({ keyword: "ARG", args: "BASE_IMAGE=node:24-slim" });
    const froms = all.filter((each) => each.keyword === "FROM").map((each) => each.args);
    const base = "$" + "{BASE_IMAGE}";
    expect(froms).toEqual([`${base} AS build`, `${base} AS runtime`]);
  });

  it("runs .output alone, in production mode, as a user other than root", () => {
    const copies = runtime.filter((each) => each.keyword === "COPY").map((each) => each.args);
    expect(copies).toEqual(["--from=build /app/.output ./.output"]);
    expect(envValue("NODE_ENV")).toBe("production");
    const user = runtime.find((each) => each.keyword === "USER")?.args ?? "root";
    expect(user).toMatch(/^[1-9]\d*:[1-9]\d*$/);
    expect(runtime.at(-1)).toEqual({
      keyword: "CMD",
      args: JSON.stringify(["node", ...IMAGE_FLAGS, ".output/server/index.mjs"]).replaceAll(
        ",",
        ", ",
      ),
    });
  });

  it("starts Node with the server's flags, as npm start and npm run serve do (ADR 080, 087)", () => {
    const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as PackageJson).scripts;
    const launch = `node ${SERVER_FLAGS.join(" ")} .output/server/index.mjs`;
    expect(scripts.start).toMatch(new RegExp(`&& ${launch}$`));
    expect(scripts.serve).toBe(launch);
  });

  it("keeps DATA_DIR on a volume the user owns, and listens on the port it exposes", () => {
    const dataDir = envValue("DATA_DIR");
    expect(runtime.find((each) => each.keyword === "VOLUME")?.args).toBe(`["${dataDir}"]`);
    const uid = runtime.find((each) => each.keyword === "USER")?.args;
    expect(runtime.map((each) => each.args)).toContain(
      `mkdir -p ${dataDir} && chown ${uid} ${dataDir}`,
    );
    expect(imagePort()).toBe(Number(envValue("PORT")));
    expectKnownNames(
      assignments().map((m) => m[1] ?? ""),
      "Dockerfile ENV",
    );
  });

  it("sizes the heap on the command line alone, with two malloc arenas (ADR 075, 087, 089)", () => {
    expect(IMAGE_FLAGS).toEqual([...SERVER_FLAGS, "--max-semi-space-size=16"]);
    expect(SERVER_FLAGS).toContain("--max-old-space-size=384");
    // NODE_OPTIONS set here would be the one a deployer replaces when adding a flag of their own.
    expect(envValue("NODE_OPTIONS")).toBeUndefined();
    expect(envValue("MALLOC_ARENA_MAX")).toBe("2");
  });

  it("checks its health on the readiness route, and stops with SIGTERM", () => {
    const check = runtime.find((each) => each.keyword === "HEALTHCHECK")?.args ?? "";
    expect(check).toContain(`/api/ready`);
    expect(routeExists(READY)).toBe(true);
    expect(runtime.find((each) => each.keyword === "STOPSIGNAL")?.args).toBe("SIGTERM");
  });

  it("leaves out of the build context what the build makes or must not see", () => {
    const ignored = text(".dockerignore").split("\n");
    for (const entry of ["node_modules", ".output", ".data", ".git", ".env"]) {
      expect(ignored).toContain(entry);
    }
  });
});

describe("compose.yaml", () => {
  const compose = yamlOf("compose.yaml") as { services: Record<string, Json>; volumes: Json };
  const app = compose.services.app as {
    environment: Record<string, string>;
    ports: string[];
    volumes: string[];
    read_only: boolean;
    tmpfs: string[];
  };
  const defaultOf = (value: string | undefined) => value?.replace(/^\$\{\w+:-(.*)\}$/, "$1");

  it("passes docker-compose config, with and without the monitoring profile", () => {
    const install = "apt-get install -y docker-compose";
    for (const args of [[], ["--profile", "monitoring"]]) {
      const { status, output } = tool(
        "docker-compose",
        ["-f", "compose.yaml", ...args, "config", "-q"],
        install,
      );
      expect(status, output).toBe(0);
    }
    const services = tool(
      "docker-compose",
      ["-f", "compose.yaml", "--profile", "monitoring", "config", "--services"],
      install,
    );
    expect(services.output.trim().split("\n").sort()).toEqual(
      ["app", "grafana", "mailpit", "postgres", "prometheus", "redis"].sort(),
    );
  });

  it("runs the app with two workers against PostgreSQL, Redis and the mail catcher", () => {
    expectKnownNames(Object.keys(app.environment), "compose.yaml app");
    expect(app.environment.NODE_ENV).toBe("production");
    expect(defaultOf(app.environment.WEB_CONCURRENCY)).toBe("2");
    expect(new URL(app.environment.DATABASE_URL ?? "").host).toBe("postgres:5432");
    expect(new URL(app.environment.REDIS_URL ?? "").host).toBe("redis:6379");
    expect(new URL(app.environment.SMTP_URL ?? "").hostname).toBe("mailpit");
    expect(compose.services.mailpit).toMatchObject({ ports: ["8025:8025"] });
  });

  it("publishes the image's port, on a read-only root with DATA_DIR on a volume", () => {
    expect(app.ports).toEqual([`${imagePort()}:${imagePort()}`]);
    expect(app.read_only).toBe(true);
    expect(app.tmpfs).toEqual(["/tmp"]);
    expect(app.volumes).toEqual(["app-data:/data"]);
    expect(Object.keys(compose.volumes)).toContain("app-data");
  });

  it("mounts the existing alert rules and dashboard in the monitoring profile", () => {
    const mounts = (name: string) =>
      ((compose.services[name]?.volumes as string[]) ?? []).map((volume) => volume.split(":"));
    for (const name of ["prometheus", "grafana"]) {
      expect(compose.services[name]?.profiles).toEqual(["monitoring"]);
      for (const [source] of mounts(name).filter(([from]) => from?.startsWith("./"))) {
        expect(existsSync(source ?? ""), `${name} mounts ${source}`).toBe(true);
      }
    }
    const sources = [...mounts("prometheus"), ...mounts("grafana")].map(([from]) => from);
    expect(sources).toContain("./ops/prometheus/alerts.yml");
    expect(sources).toContain("./ops/grafana/timberline.json");
    // Grafana's provider loads the folder the dashboard is mounted into.
    const dashboardAt = mounts("grafana").find(
      ([from]) => from === "./ops/grafana/timberline.json",
    )?.[1];
    const provider = yamlOf("ops/compose/grafana/dashboards/timberline.yaml") as {
      providers: { options: { path: string } }[];
    };
    expect(dashboardAt).toBe(`${provider.providers[0]?.options.path}/timberline.json`);
  });

  it("gives Prometheus a config that promtool accepts, scraping the app with the rules loaded", () => {
    const config = yamlOf("ops/compose/prometheus.yml") as {
      scrape_configs: { static_configs: { targets: string[] }[]; authorization: Json }[];
      rule_files: string[];
    };
    expect(config.scrape_configs[0]?.static_configs[0]?.targets).toEqual([`app:${imagePort()}`]);
    const rulesAt = ((compose.services.prometheus?.volumes ?? []) as string[])
      .find((volume) => volume.startsWith("./ops/prometheus/alerts.yml:"))
      ?.split(":")[1];
    expect(config.rule_files).toEqual([rulesAt]);
    // promtool opens the files the config names: point them at this checkout.
    const work = mkdtempSync(join(tmpdir(), "prometheus-config-"));
    try {
      const token = join(work, "token");
      writeFileSync(token, "token");
      const local = text("ops/compose/prometheus.yml")
        .replace(rulesAt ?? "", resolve("ops/prometheus/alerts.yml"))
        .replace(String(config.scrape_configs[0]?.authorization.credentials_file), token);
      writeFileSync(join(work, "prometheus.yml"), local);
      const { status, output } = tool(
        "promtool",
        ["check", "config", join(work, "prometheus.yml")],
        "apt-get install -y --no-install-recommends prometheus",
      );
      expect(status, output).toBe(0);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});

describe("fly.toml and render.yaml", () => {
  it("fly.toml: the image's port, the readiness check, a drain-long kill timeout, known names", () => {
    const fly = parseToml(text("fly.toml")) as {
      env: Record<string, string>;
      kill_signal: string;
      kill_timeout: string;
      build: { dockerfile: string };
      http_service: { internal_port: number; checks: { path: string }[] };
      vm: { memory: string }[];
    };
    expect(existsSync(fly.build.dockerfile)).toBe(true);
    expect(fly.http_service.internal_port).toBe(imagePort());
    expect(fly.http_service.checks.map((check) => check.path)).toEqual([READY]);
    expect(fly.kill_signal).toBe("SIGTERM");
    expect(Number.parseInt(fly.kill_timeout, 10)).toBeGreaterThanOrEqual(12);
    expect(fly.env.NODE_ENV).toBe("production");
    expectKnownNames(Object.keys(fly.env), "fly.toml");
  });

  it("render.yaml: the Dockerfile, the readiness check, the database wired, known names", () => {
    const render = yamlOf("render.yaml") as {
      services: {
        type: string;
        runtime?: string;
        dockerfilePath?: string;
        healthCheckPath?: string;
        envVars?: { key: string; fromDatabase?: { name: string } }[];
      }[];
      databases: { name: string }[];
    };
    const web = render.services.find((service) => service.type === "web");
    expect(web?.runtime).toBe("docker");
    expect(existsSync(web?.dockerfilePath ?? "")).toBe(true);
    expect(web?.healthCheckPath).toBe(READY);
    const keys = web?.envVars?.map((variable) => variable.key) ?? [];
    expectKnownNames(keys, "render.yaml");
    for (const required of [
      "NODE_ENV",
      "APP_URL",
      "BETTER_AUTH_SECRET",
      "DATABASE_URL",
      "SMTP_URL",
      "POLAR_ACCESS_TOKEN",
      "POLAR_WEBHOOK_SECRET",
    ]) {
      expect(keys).toContain(required);
    }
    const database = web?.envVars?.find((variable) => variable.key === "DATABASE_URL");
    expect(render.databases.map((each) => each.name)).toContain(database?.fromDatabase?.name);
  });
});

describe("the Kubernetes manifests", () => {
  const dir = "deploy/k8s";
  const load = (name: string) => yamlOf(join(dir, name));
  const deployment = load("deployment.yaml") as {
    metadata: { name: string };
    spec: {
      selector: { matchLabels: Record<string, string> };
      template: {
        metadata: { labels: Record<string, string> };
        spec: {
          terminationGracePeriodSeconds: number;
          containers: {
            ports: { name: string; containerPort: number }[];
            envFrom: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
            startupProbe: { httpGet: { path: string; port: string } };
            readinessProbe: { httpGet: { path: string; port: string } };
            livenessProbe: { httpGet: { path: string; port: string } };
            lifecycle: { preStop: { exec: { command: string[] } } };
            securityContext: { readOnlyRootFilesystem: boolean };
            volumeMounts: { mountPath: string }[];
          }[];
        };
      };
    };
  };
  const [container] = deployment.spec.template.spec.containers;

  it("pass the Kubernetes API's schemas", () => {
    const kinds: Record<string, new (data: never) => { validate(): void }> = {
      Deployment,
      Service,
      PodDisruptionBudget,
      HorizontalPodAutoscaler,
      ConfigMap,
      Secret,
    };
    const files = ["deployment", "service", "pdb", "hpa", "configmap", "secret.example"];
    for (const file of files) {
      const manifest = load(`${file}.yaml`) as { kind: string };
      const Kind = kinds[manifest.kind];
      expect(Kind, `${file}.yaml: ${manifest.kind}`).toBeDefined();
      expect(
        () => new (Kind as NonNullable<typeof Kind>)(manifest as never).validate(),
        file,
      ).not.toThrow();
    }
    // The schemas refuse what a typo in a value makes.
    const broken = structuredClone(deployment);
    (broken.spec.template.spec as Json).terminationGracePeriodSeconds = "soon";
    expect(() => new Deployment(broken as never).validate()).toThrow();
    const kustomization = load("kustomization.yaml") as { resources: string[] };
    expect(kustomization.resources.sort()).toEqual(
      files
        .filter((file) => !file.endsWith(".example"))
        .map((file) => `${file}.yaml`)
        .sort(),
    );
  });

  it("probe the routes that exist: liveness and start-up on /api/health, readiness on /api/ready", () => {
    expect(container?.startupProbe.httpGet.path).toBe(HEALTH);
    expect(container?.livenessProbe.httpGet.path).toBe(HEALTH);
    expect(container?.readinessProbe.httpGet.path).toBe(READY);
    expect(routeExists(HEALTH)).toBe(true);
    expect(routeExists(READY)).toBe(true);
    const [port] = container?.ports ?? [];
    expect(port?.containerPort).toBe(imagePort());
    for (const probe of [
      container?.startupProbe,
      container?.livenessProbe,
      container?.readinessProbe,
    ]) {
      expect(probe?.httpGet.port).toBe(port?.name);
    }
  });

  it("pause before SIGTERM and give the drain its time, on a read-only root", () => {
    const [sleep, seconds] = container?.lifecycle.preStop.exec.command ?? [];
    expect(sleep).toBe("sleep");
    // The server drains within 10 s of SIGTERM and its primary waits 12 s for the workers.
    expect(deployment.spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(
      Number(seconds) + 12,
    );
    expect(container?.securityContext.readOnlyRootFilesystem).toBe(true);
    const configMap = load("configmap.yaml") as { data: Record<string, string> };
    expect(container?.volumeMounts.map((mount) => mount.mountPath).sort()).toEqual(
      [configMap.data.DATA_DIR, "/tmp"].sort(),
    );
  });

  it("read their settings from the ConfigMap and Secret, with names the server reads", () => {
    const configMap = load("configmap.yaml") as {
      metadata: { name: string };
      data: Record<string, string>;
    };
    const secret = load("secret.example.yaml") as {
      metadata: { name: string };
      stringData: Record<string, string>;
    };
    expect(container?.envFrom).toEqual([
      { configMapRef: { name: configMap.metadata.name } },
      { secretRef: { name: secret.metadata.name } },
    ]);
    expectKnownNames(Object.keys(configMap.data), "configmap.yaml");
    expectKnownNames(Object.keys(secret.stringData), "secret.example.yaml");
    expect(configMap.data.NODE_ENV).toBe("production");
  });

  it("select the Deployment's pods from the Service, the budget and the autoscaler", () => {
    const labels = deployment.spec.template.metadata.labels;
    expect(labels).toMatchObject(deployment.spec.selector.matchLabels);
    const service = load("service.yaml") as {
      spec: { selector: Json; ports: { targetPort: string }[] };
    };
    expect(labels).toMatchObject(service.spec.selector);
    expect(service.spec.ports[0]?.targetPort).toBe(container?.ports[0]?.name);
    const budget = load("pdb.yaml") as { spec: { selector: { matchLabels: Json } } };
    expect(labels).toMatchObject(budget.spec.selector.matchLabels);
    const autoscaler = load("hpa.yaml") as { spec: { scaleTargetRef: Json; minReplicas: number } };
    expect(autoscaler.spec.scaleTargetRef).toEqual({
      apiVersion: "apps/v1",
      kind: "Deployment",
      name: deployment.metadata.name,
    });
    expect(autoscaler.spec.minReplicas).toBeGreaterThanOrEqual(2);
  });
});
