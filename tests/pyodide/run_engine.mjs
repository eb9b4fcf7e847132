// Load cardschool's engine into Pyodide (the browser's Python) under Node, offline, and run a
// Python script there. Usage: node run_engine.mjs ENGINE_DIR SCRIPT.py  — prints what the script prints.
import { loadPyodide } from "pyodide";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

const [engineDir, scriptPath] = process.argv.slice(2);
const pyodide = await loadPyodide();
pyodide.FS.mkdirTree("/home/pyodide/engine");
for (const name of readdirSync(engineDir).filter((n) => n.endsWith(".py"))) {
  pyodide.FS.writeFile(`/home/pyodide/engine/${name}`, readFileSync(join(engineDir, name), "utf8"));
}
pyodide.setStdout({ batched: (line) => console.log(line) });
await pyodide.runPythonAsync(`import sys; sys.path.insert(0, "/home/pyodide")`);
await pyodide.runPythonAsync(readFileSync(scriptPath, "utf8"));
