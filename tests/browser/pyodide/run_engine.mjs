// Run a Python script in Pyodide (the browser's Python) under Node, offline, with the engine installed
// from the very wheel the site's live lessons install.
// Usage: node run_engine.mjs PYODIDE_DIR ENGINE_WHEEL SCRIPT.py [MORE_WHEELS…] — prints what the script prints.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, wheel, scriptPath, ...more] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir });
for (const each of [wheel, ...more]) {
  pyodide.unpackArchive(new Uint8Array(readFileSync(each)), "wheel", { extractDir: "/home/pyodide" });
}
pyodide.setStdout({ batched: (line) => console.log(line) });
await pyodide.runPythonAsync(`import sys; sys.path.insert(0, "/home/pyodide")`);
await pyodide.runPythonAsync(readFileSync(scriptPath, "utf8"));
