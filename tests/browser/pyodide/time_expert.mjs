// Time the expert 一上一下 bot in Pyodide (the browser's Python) under Node, offline.
// Usage: node time_expert.mjs ENGINE_DIR [SCRIPT.py] — copies the whole engine package (subpackages
// included) and runs the script (default: time_expert.py beside this file), printing what it prints.
import { loadPyodide } from "pyodide";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const [engineDir, scriptPath = join(here, "time_expert.py")] = process.argv.slice(2);
const pyodide = await loadPyodide();

function copyTree(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== "__pycache__") copyTree(path);
    } else if (name.endsWith(".py") || name.endsWith(".json") || name === "py.typed") {
      const target = `/home/pyodide/engine/${relative(engineDir, path)}`;
      pyodide.FS.mkdirTree(dirname(target));
      pyodide.FS.writeFile(target, readFileSync(path));
    }
  }
}
copyTree(engineDir);
pyodide.setStdout({ batched: (line) => console.log(line) });
await pyodide.runPythonAsync(`import sys; sys.path.insert(0, "/home/pyodide")`);
await pyodide.runPythonAsync(readFileSync(scriptPath, "utf8"));
