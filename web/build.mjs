// Builds web/dist/: the Pyodide runtime, the pure-Python wheels, trickcore.mjs, trickcore.d.ts and the demo.
//
//   npm ci && npm run build
//
// Python comes from $PYTHON, else the repository's .venv, else python3 (it needs pip).
// trickcore's wheel is built with TRICKCORE_PURE_WHEEL=1 (see setup.py): no compiled
// kernels, tagged py3-none-any; attrs and typing-extensions are the same versions as
// in that Python, downloaded as wheels from the package index.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { compile } from "json-schema-to-typescript";

const WEB = dirname(fileURLToPath(import.meta.url));
const ROOT = dirname(WEB);
const DIST = join(WEB, "dist");
const PYODIDE = join(WEB, "node_modules", "pyodide");
/** The files of the npm package that loadPyodide fetches (nothing else is served). */
const RUNTIME = ["pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"];
/** trickcore's dependencies (pyproject.toml), installed from wheels beside the page. */
const DEPENDENCIES = ["attrs", "typing-extensions"];
const KINDS = ["game", "view", "action", "record", "illegal-action", "deck"];
const RULESETS = ["fifty-six", "smear", "fifty-five"];

function python() {
  if (process.env.PYTHON) return process.env.PYTHON;
  const venv = join(ROOT, ".venv", "bin", "python");
  return existsSync(venv) ? venv : "python3";
}

function run(command, args, env = {}) {
  execFileSync(command, args, { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, ...env } });
}

async function wheels() {
  const into = join(DIST, "wheels");
  await mkdir(into, { recursive: true });
  const py = python();
  run(py, ["-m", "pip", "wheel", "-q", "--no-deps", "-w", into, ROOT], { TRICKCORE_PURE_WHEEL: "1" });
  const pins = execFileSync(
    py,
    ["-c", `import importlib.metadata as m; print(" ".join(f"{n}=={m.version(n)}" for n in ${JSON.stringify(DEPENDENCIES)}))`],
    { encoding: "utf8" },
  ).trim().split(" ");
  run(py, ["-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:", "-d", into, ...pins]);
  const names = (await readdir(into)).filter((name) => name.endsWith(".whl")).sort();
  for (const name of names) {
    if (!name.endsWith("-py3-none-any.whl")) throw new Error(`${name} is not a pure-Python wheel`);
  }
  const trickcore = names.filter((name) => name.startsWith("trickcore-"));
  if (trickcore.length !== 1) throw new Error(`expected one trickcore wheel, found ${trickcore.join(", ") || "none"}`);
  await precompile(into, names);
  await writeFile(join(into, "wheels.json"), JSON.stringify(names, null, 2) + "\n");
}

/**
 * Add the bytecode of Pyodide's own Python to each wheel (__pycache__/*.cpython-3XX.pyc, checked by
 * hash, never by time), so the page imports trickcore without compiling it first. Other Pythons
 * ignore the files (their cache tag differs); the .py sources stay.
 */
async function precompile(into, names) {
  const { loadPyodide } = await import("pyodide");
  const pyodide = await loadPyodide({ indexURL: PYODIDE + "/", packages: [], stdout: () => {}, stderr: () => {} });
  for (const name of names) {
    pyodide.FS.writeFile(`/tmp/${name}`, new Uint8Array(await readFile(join(into, name))));
  }
  pyodide.globals.set("names", pyodide.toPy(names));
  pyodide.runPython(`
import compileall, os, py_compile, shutil, zipfile
for name in names:
    source, tree = f"/tmp/{name}", f"/tmp/tree-{name}"
    with zipfile.ZipFile(source) as wheel:
        wheel.extractall(tree)
        entries = wheel.namelist()
    compileall.compile_dir(tree, quiet=1, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    with zipfile.ZipFile(source + ".new", "w", zipfile.ZIP_DEFLATED) as wheel:
        for entry in entries:
            wheel.write(os.path.join(tree, entry), entry)
        for folder, _, files in sorted(os.walk(tree)):
            for file in sorted(files):
                if file.endswith(".pyc"):
                    path = os.path.join(folder, file)
                    wheel.write(path, os.path.relpath(path, tree))
    os.replace(source + ".new", source)
    shutil.rmtree(tree)
`);
  for (const name of names) await writeFile(join(into, name), pyodide.FS.readFile(`/tmp/${name}`));
}

/** "fifty-six" -> "FiftySix". */
function camel(text) {
  return text.split("-").map((word) => word[0].toUpperCase() + word.slice(1)).join("");
}

/** Every $ref to "#/$defs/Name" in a schema, pointed at "#/$defs/<Prefix>Name" instead. */
function prefixed(node, prefix) {
  if (Array.isArray(node)) return node.map((item) => prefixed(item, prefix));
  if (node === null || typeof node !== "object") return node;
  const copy = {};
  for (const [key, value] of Object.entries(node)) {
    copy[key] = key === "$ref" ? value.replace("#/$defs/", `#/$defs/${prefix}`) : prefixed(value, prefix);
  }
  return copy;
}

/**
 * One ruleset's document types: its six schemas merged into one (their shared
 * $defs, which must agree, once), every name prefixed with the ruleset's
 * (SmearCard, SmearViewDocument, ...), compiled by json-schema-to-typescript.
 */
async function rulesetDeclarations(ruleset) {
  const prefix = camel(ruleset);
  const defs = {};
  const roots = [];
  for (const kind of KINDS) {
    const schema = JSON.parse(await readFile(join(ROOT, "src", "trickcore", "schemas", ruleset, `${kind}.json`), "utf8"));
    for (const [name, definition] of Object.entries(schema.$defs ?? {})) {
      const seen = defs[prefix + name];
      const own = { ...prefixed(definition, prefix), title: prefix + name };
      if (seen && JSON.stringify(seen) !== JSON.stringify(own)) throw new Error(`${ruleset}: $defs/${name} differs between kinds`);
      defs[prefix + name] = own;
    }
    const { $defs, $schema, $id, ...root } = schema;
    const name = `${prefix}${camel(kind)}Document`;
    defs[name] = { ...prefixed(root, prefix), title: name };
    roots.push({ $ref: `#/$defs/${name}` });
  }
  const merged = { title: `${prefix}Document`, anyOf: roots, $defs: defs };
  return compile(merged, `${prefix}Document`, {
    bannerComment: "",
    additionalProperties: false,
    strictIndexSignatures: true,
    unreachableDefinitions: true,
    format: true,
  });
}

async function declarations() {
  const parts = [
    "// trickcore.d.ts: generated by web/build.mjs from src/trickcore/schemas/**.json and web/src/api.d.ts.",
    "// Do not edit: change the schemas (tools/make_schemas.py) or api.d.ts, and rebuild.",
    "",
  ];
  for (const ruleset of RULESETS) {
    parts.push(`// ---- ${ruleset} (schemas/${ruleset}/*.json)`, (await rulesetDeclarations(ruleset)).trim(), "");
  }
  parts.push("// ---- every ruleset");
  for (const kind of KINDS) {
    const union = RULESETS.map((ruleset) => `${camel(ruleset)}${camel(kind)}Document`).join(" | ");
    parts.push(`export type ${camel(kind)}Document = ${union};`);
  }
  parts.push("", (await readFile(join(WEB, "src", "api.d.ts"), "utf8")).trim(), "");
  await writeFile(join(DIST, "trickcore.d.ts"), parts.join("\n"));
}

async function main() {
  await rm(DIST, { recursive: true, force: true });
  await mkdir(join(DIST, "pyodide"), { recursive: true });
  for (const file of RUNTIME) await cp(join(PYODIDE, file), join(DIST, "pyodide", file));
  // Under Node, pyodide.asm.js is a CommonJS script; web/package.json says "module" for the rest.
  await writeFile(join(DIST, "pyodide", "package.json"), '{ "type": "commonjs" }\n');
  await wheels();
  await declarations();
  await cp(join(WEB, "src", "trickcore.mjs"), join(DIST, "trickcore.mjs"));
  await cp(join(WEB, "demo"), DIST, { recursive: true });
  run(join(WEB, "node_modules", ".bin", "tsc"), ["-p", join(WEB, "tsconfig.json")]);
  console.log(`built ${DIST}`);
}

await main();
